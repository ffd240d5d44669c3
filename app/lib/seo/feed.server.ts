import { Feed } from "feed";
import type { Catalogue } from "../catalogue/catalogue";
import { categoryName } from "../catalogue/catalogue";
import { lastModified } from "../catalogue/last-modified";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";
import { absoluteUrl, pageUrl, paths } from "../paths";

export const FEED_SIZE = 50;

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
      published: new Date(`${fact.publishedDate}T00:00:00Z`),
      category: [{ name: categoryName(catalogue, fact.category, lang) }],
    });
  }
  return feed.rss2();
}
