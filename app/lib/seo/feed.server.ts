import { Feed } from "feed";
import type { Catalogue } from "../catalogue/catalogue";
import { categoryName } from "../catalogue/catalogue";
import { lastModified } from "../catalogue/last-modified";
import type { Fact } from "../catalogue/schema";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";
import { absoluteUrl, pageUrl, paths } from "../paths";

export const FEED_SIZE = 50;

/**
 * When each fact went live, for pubDate. Facts published together share a day, and feed readers order items by
 * pubDate alone: each gets its day's Seoul midnight (when scheduled facts go live) plus one second for each fact
 * of that day listed after it, so readers keep the site's newest-first order. The day is always the fact's own.
 */
function publishedMoments(catalogue: Catalogue): Map<string, Date> {
  const byDay = new Map<string, Fact[]>();
  for (const fact of catalogue.facts) {
    const day = byDay.get(fact.publishedDate);
    if (day) day.push(fact);
    else byDay.set(fact.publishedDate, [fact]);
  }
  const moments = new Map<string, Date>();
  for (const [day, facts] of byDay) {
    const midnight = Date.parse(`${day}T00:00:00+09:00`);
    facts.forEach((fact, i) => moments.set(fact.path, new Date(midnight + (facts.length - 1 - i) * 1000)));
  }
  return moments;
}

/** RSS 2.0 of the newest 50 facts in a language. */
export function buildFeed(catalogue: Catalogue, lang: Lang, site: Pick<SiteConfig, "siteUrl" | "siteName">): string {
  const t = messagesFor(lang);
  const facts = catalogue.facts.filter((f) => f.translations[lang]).slice(0, FEED_SIZE);
  const newest = facts.reduce((max, f) => {
    const d = lastModified(f, lang);
    return d > max ? d : max;
  }, "1970-01-01");
  const feed = new Feed({
    id: pageUrl(site.siteUrl, lang, ""),
    title: `${site.siteName} — ${t.site.tagline}`,
    description: t.site.description,
    link: pageUrl(site.siteUrl, lang, ""),
    language: lang,
    updated: new Date(`${newest}T00:00:00Z`),
    generator: site.siteName,
    feedLinks: { rss: absoluteUrl(site.siteUrl, paths.feed(lang)) },
    favicon: absoluteUrl(site.siteUrl, "/favicon.svg"),
    copyright: `© ${site.siteName}`,
  });
  const published = publishedMoments(catalogue);
  for (const fact of facts) {
    const tr = fact.translations[lang]!;
    const url = pageUrl(site.siteUrl, lang, fact.path);
    feed.addItem({
      title: tr.title,
      id: url,
      link: url,
      description: tr.body,
      // A correction or a review is news to a subscriber as much as an update.
      date: new Date(`${lastModified(fact, lang)}T00:00:00Z`),
      published: published.get(fact.path)!,
      category: [{ name: categoryName(catalogue, fact.category, lang) }],
    });
  }
  return feed.rss2();
}
