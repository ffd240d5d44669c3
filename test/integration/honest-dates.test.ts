import { XMLParser } from "fast-xml-parser";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { lastModified } from "../../app/lib/catalogue/last-modified";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { seoulDay } from "../../app/lib/time/seoul-day";
import type { Fact } from "../../app/lib/catalogue/schema";
import { LANGS, type Lang } from "../../app/lib/i18n/languages";
import type { CurioApp } from "../../server";
import { testApp } from "../support/server";

// Honest dates (issue 33, item 1) as readers and machines see them: sitemaps, feeds, JSON-LD, the fact page and
// the API all carry the catalogue's dates, so none shows a fact as published before it went live (addedAt).
const SITE = "https://curio.test";
// What readers see today: scheduled facts are no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
const factAt = (url: string): { fact: Fact; lang: Lang } | undefined => {
  const match = /^https:\/\/curio\.test\/(en|ko)(\/fact\/[^?#]+)$/.exec(url);
  const fact = match && catalogue.byPath.get(match[2]!);
  return fact ? { fact, lang: match[1] as Lang } : undefined;
};
/** The Seoul day of a feed's date: the site's calendar (a fact published on a day is dated from that Seoul midnight). */
const day = (date: string) => seoulDay(new Date(date));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

let app: CurioApp;
beforeAll(async () => {
  app = await testApp({ catalogue });
});

describe("dates readers and crawlers see", () => {
  it("sitemaps give every fact page a lastmod that is its last change, never before it went live", async () => {
    const index = await request(app).get("/sitemap.xml");
    const texts = index.text.includes("<sitemapindex")
      ? await Promise.all(
          list(parser.parse(index.text).sitemapindex.sitemap as { loc: string }[]).map(
            async (s) => (await request(app).get(new URL(s.loc).pathname)).text,
          ),
        )
      : [index.text];
    const seen = new Set<string>();
    for (const text of texts)
      for (const url of list(parser.parse(text).urlset.url as { loc: string; lastmod: string }[])) {
        const at = factAt(url.loc);
        if (!at) continue;
        seen.add(url.loc);
        expect(url.lastmod, url.loc).toBe(lastModified(at.fact, at.lang));
        expect(url.lastmod >= at.fact.addedAt, url.loc).toBe(true);
      }
    const pages = catalogue.facts.flatMap((f) => LANGS.filter((l) => f.translations[l]).map((l) => `${SITE}/${l}${f.path}`));
    expect([...seen].sort()).toEqual(pages.sort());
  });

  it.each(LANGS)("the %s feed dates each item by its publication, never before the fact went live", async (lang) => {
    const feed = await request(app).get(`/${lang}/feed.xml`);
    const items = list(parser.parse(feed.text).rss.channel.item as { link: string; pubDate: string }[]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const at = factAt(item.link)!;
      expect(at, item.link).toBeDefined();
      expect(day(item.pubDate), item.link).toBe(at.fact.publishedDate);
      expect(day(item.pubDate) >= at.fact.addedAt, item.link).toBe(true);
    }
  });

  it("fact pages, their JSON-LD and the API carry publishedDate and the last change, for facts of each day they went live", async () => {
    // A fact of each day facts went live, with and without later changes.
    const byDay = new Map<string, Fact>();
    for (const fact of catalogue.facts) if (!byDay.has(fact.addedAt)) byDay.set(fact.addedAt, fact);
    const updated = catalogue.facts.find((f) => f.corrections && lastModified(f, "en") > f.publishedDate)!;
    for (const fact of [...byDay.values(), updated])
      for (const lang of LANGS) {
        const html = (await request(app).get(`/${lang}${fact.path}`)).text;
        const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map((m) => JSON.parse(m[1]!) as { datePublished?: string; dateModified?: string })
          .find((d) => d.datePublished);
        expect(ld, fact.path).toMatchObject({ datePublished: fact.publishedDate, dateModified: lastModified(fact, lang) });
        expect(ld!.datePublished! >= fact.addedAt).toBe(true);
        expect(html).toMatch(new RegExp(`datetime="${fact.publishedDate}"`, "i"));
        const [, category, slug] = fact.path.split("/").slice(1);
        const api = await request(app).get(`/api/v1/facts/${category}/${slug}?lang=${lang}`);
        expect(api.status).toBe(200);
        expect((api.body as { fact: { publishedDate: string } }).fact.publishedDate).toBe(fact.publishedDate);
      }
  });
});
