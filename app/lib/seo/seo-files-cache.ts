import type { Catalogue } from "../catalogue/catalogue";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { buildFeed } from "./feed";
import { buildSitemaps, type Sitemaps } from "./sitemap";

interface Built {
  sitemaps?: Sitemaps;
  feeds: Partial<Record<Lang, string>>;
}

const cache = new WeakMap<Catalogue, Map<string, Built>>();

function built(catalogue: Catalogue, siteUrl: string): Built {
  let bySite = cache.get(catalogue);
  if (!bySite) cache.set(catalogue, (bySite = new Map()));
  let entry = bySite.get(siteUrl);
  if (!entry) bySite.set(siteUrl, (entry = { feeds: {} }));
  return entry;
}

/** Sitemaps of a catalogue, rendered on first request and served from memory after that. */
export function sitemapsOf(catalogue: Catalogue, siteUrl: string): Sitemaps {
  const entry = built(catalogue, siteUrl);
  return (entry.sitemaps ??= buildSitemaps(catalogue, siteUrl));
}

export function feedOf(catalogue: Catalogue, lang: Lang, site: Pick<SiteConfig, "siteUrl" | "siteName">): string {
  const entry = built(catalogue, site.siteUrl);
  return (entry.feeds[lang] ??= buildFeed(catalogue, lang, site));
}
