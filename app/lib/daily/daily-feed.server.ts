import { Feed } from "feed";
import { categoryName, type Catalogue } from "../catalogue/catalogue";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { format, messagesFor } from "../i18n/messages";
import { absoluteUrl, paths } from "../paths";
import { dailyFactPath, rotationDays } from "./archive";

export const DAILY_FEED_DAYS = 30;

/** RSS 2.0 of today's fact: one item per day for the last 30 days, each linking to its day's page. */
export function buildDailyFeed(catalogue: Catalogue, lang: Lang, today: string, site: Pick<SiteConfig, "siteUrl" | "siteName">): string {
  const t = messagesFor(lang);
  const days = rotationDays(catalogue, today).slice(0, DAILY_FEED_DAYS);
  const home = absoluteUrl(site.siteUrl, paths.today(lang));
  const feed = new Feed({
    id: home,
    title: format(t.today.feedTitle, { siteName: site.siteName, lang }),
    description: t.today.intro,
    link: home,
    language: lang,
    updated: new Date(`${today}T00:00:00+09:00`),
    generator: site.siteName,
    feedLinks: { rss: absoluteUrl(site.siteUrl, paths.todayFeed(lang)) },
    favicon: absoluteUrl(site.siteUrl, "/favicon.svg"),
    copyright: `© ${site.siteName}`,
  });
  for (const { day, fact } of days) {
    const tr = fact.translations[lang]!;
    // The dated address is the item's permanent id; its link is where the day's page answers (the feed is cached
    // until Seoul midnight, when today's item moves to its dated address).
    feed.addItem({
      title: tr.title,
      id: absoluteUrl(site.siteUrl, paths.todayOn(lang, day)),
      link: absoluteUrl(site.siteUrl, dailyFactPath(lang, day, today)),
      description: tr.body,
      date: new Date(`${day}T00:00:00+09:00`),
      category: [{ name: categoryName(catalogue, fact.category, lang) }],
    });
  }
  return feed.rss2();
}
