import type { Catalogue } from "../catalogue/catalogue";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { buildFeed } from "./feed.server";
import { buildSitemaps, type Sitemaps } from "./sitemap.server";

interface Built {
  /** The sitemaps of the last day asked for: they gain that day's archive page at each Seoul midnight. */
  sitemaps?: { day: string; built: Sitemaps };
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

/** Sitemaps of a catalogue on a day (Seoul), rendered on the day's first request and served from memory after that. */
export function sitemapsOf(catalogue: Catalogue, siteUrl: string, today: string): Sitemaps {
  const entry = built(catalogue, siteUrl);
  if (entry.sitemaps?.day !== today) entry.sitemaps = { day: today, built: buildSitemaps(catalogue, siteUrl, today) };
  return entry.sitemaps.built;
}

export function feedOf(catalogue: Catalogue, lang: Lang, site: Pick<SiteConfig, "siteUrl" | "siteName">): string {
  const entry = built(catalogue, site.siteUrl);
  return (entry.feeds[lang] ??= buildFeed(catalogue, lang, site));
}
