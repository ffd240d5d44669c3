import { blogMetadataOf } from "../blog/blog-metadata-cache";
import { factLangs, type Catalogue } from "../catalogue/catalogue";
import { lastModified } from "../catalogue/last-modified";
import { rotationDays } from "../daily/archive";
import { LANGS, type Lang } from "../i18n/languages";
import { EDITORIAL_STANDARDS_DATE } from "../legal/editorial-standards";
import { LEGAL_DATE, PRIVACY_DATE } from "../legal/documents";
import { MONTH_DAYS } from "../on-this-day/month-day";
import { datedFactsByDay, hasEventsInWeek } from "../on-this-day/on-this-day";
import { absoluteUrl, pageUrl } from "../paths";

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  priority: number;
  alternates: { hreflang: string; href: string }[];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/**
 * One entry per language version of every indexable page, each listing all its versions and x-default.
 * `today` (the Seoul day) decides which days of today's fact are past, and so have pages of their own.
 */
export function sitemapEntries(catalogue: Catalogue, siteUrl: string, today: string): SitemapEntry[] {
  const xDefault = { hreflang: "x-default", href: absoluteUrl(siteUrl, "/") };
  /** `lastmod` per language: a fact's versions are reviewed and corrected apart. */
  const versions = (path: string, langs: readonly Lang[], lastmod: string | ((lang: Lang) => string), priority: number): SitemapEntry[] => {
    const alternates = [...langs.map((l) => ({ hreflang: l, href: pageUrl(siteUrl, l, path) })), xDefault];
    return langs.map((lang) => ({
      loc: pageUrl(siteUrl, lang, path),
      lastmod: typeof lastmod === "string" ? lastmod : lastmod(lang),
      priority,
      alternates,
    }));
  };
  const lastUpdated = blogMetadataOf(catalogue).lastUpdated;
  const days = rotationDays(catalogue, today);
  const daily =
    days.length > 0
      ? [
          ...versions("/today", LANGS, today, 0.8),
          ...versions("/today/archive", LANGS, today, 0.4),
          ...versions("/quiz", LANGS, today, 0.5),
          ...days.filter((d) => d.day !== today).flatMap(({ day }) => versions(`/today/${day}`, LANGS, day, 0.3)),
        ]
      : [];
  // "On this day": today's page (when any day has an event), and each day of the year in the languages where it
  // lists events of its own or of its week: exactly the pages it does not mark noindex (routes/on-this-day.tsx).
  const dated = LANGS.map((lang) => ({ lang, days: datedFactsByDay(catalogue, catalogue.eventDates, lang) }));
  const onThisDay = [
    ...versions(
      "/on-this-day",
      dated.filter(({ days }) => days.size > 0).map(({ lang }) => lang),
      today,
      0.5,
    ),
    ...MONTH_DAYS.flatMap((monthDay) => {
      const langs = dated.filter(({ days }) => hasEventsInWeek(days, monthDay)).map(({ lang }) => lang);
      return langs.length > 0 ? versions(`/on-this-day/${monthDay}`, langs, lastUpdated, 0.3) : [];
    }),
  ];
  return [
    ...versions("", LANGS, lastUpdated, 1),
    ...versions("/blog", LANGS, lastUpdated, 0.8),
    ...daily,
    ...onThisDay,
    ...catalogue.facts.flatMap((fact) => versions(fact.path, factLangs(fact), (lang) => lastModified(fact, lang), fact.priority)),
    ...versions("/privacy-policy", LANGS, PRIVACY_DATE, 0.3),
    ...versions("/terms-of-service", LANGS, LEGAL_DATE, 0.3),
    ...versions("/contact-us", LANGS, LEGAL_DATE, 0.3),
    ...versions("/editorial-standards", LANGS, EDITORIAL_STANDARDS_DATE, 0.3),
  ];
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><priority>${e.priority.toFixed(1)}</priority>${e.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join("")}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderSitemapIndex(locs: readonly { loc: string; lastmod: string }[]): string {
  const items = locs.map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc><lastmod>${s.lastmod}</lastmod></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export interface Sitemaps {
  /** What /sitemap.xml serves: the only urlset, or an index of the parts. */
  root: string;
  /** /sitemaps/{n}.xml, 1-based; empty when everything fits in /sitemap.xml. */
  parts: string[];
}

/** Renders the sitemap(s) of one day; split into an index and parts past 50,000 URLs. */
export function buildSitemaps(catalogue: Catalogue, siteUrl: string, today: string, limit = SITEMAP_URL_LIMIT): Sitemaps {
  const entries = sitemapEntries(catalogue, siteUrl, today);
  if (entries.length <= limit) return { root: renderUrlset(entries), parts: [] };
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) chunks.push(entries.slice(i, i + limit));
  return {
    root: renderSitemapIndex(
      chunks.map((chunk, i) => ({
        loc: absoluteUrl(siteUrl, `/sitemaps/${i + 1}.xml`),
        lastmod: chunk.reduce((max, e) => (e.lastmod > max ? e.lastmod : max), ""),
      })),
    ),
    parts: chunks.map(renderUrlset),
  };
}
