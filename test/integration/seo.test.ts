import { XMLParser } from "fast-xml-parser";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { lastModified } from "../../app/lib/catalogue/last-modified";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { shareImagePath } from "../../app/lib/seo/share-image";
import { rotationDays } from "../../app/lib/daily/archive";
import { MONTH_DAYS } from "../../app/lib/on-this-day/month-day";
import { datedFactsByDay, hasEventsInWeek } from "../../app/lib/on-this-day/on-this-day";
import { buildSitemaps } from "../../app/lib/seo/sitemap.server";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { testApp, testConfig } from "../support/server";
import { sharedServerUrl } from "../support/built-server";
import { sweep } from "../support/sweep";

const SITE = "https://curio.test";
// What readers see today: scheduled facts are no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();
/** On this day: today's page in both languages, and each day with an event of its own or in its week, per language. */
const onThisDayPages =
  2 +
  (["en", "ko"] as const)
    .map((lang) => datedFactsByDay(catalogue, catalogue.eventDates, lang))
    .reduce((n, days) => n + MONTH_DAYS.filter((md) => hasEventsInWeek(days, md)).length, 0);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"([^>]*)/?>`, "g"))].map((m) => m[1]!);
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe("fact page head", () => {
  it.each(["en", "ko"] as const)("is complete in %s", async (lang) => {
    const path = "/fact/space/venus-day-longer-than-year";
    const fact = catalogue.byPath.get(path)!;
    const t = fact.translations[lang]!;
    const res = await request(app).get(`/${lang}${path}`);
    const html = res.text;
    expect(html).toContain(`<title>${t.title.replace(/'/g, "&#x27;")} · Curio</title>`);
    const canonical = attr(links(html, "canonical")[0]!, "href");
    expect(canonical).toBe(`${SITE}/${lang}${path}`);
    const alternates = Object.fromEntries(
      links(html, "alternate")
        .filter((l) => l.includes("hrefLang"))
        .map((l) => [attr(l, "hrefLang"), attr(l, "href")]),
    );
    expect(alternates).toEqual({ en: `${SITE}/en${path}`, ko: `${SITE}/ko${path}`, "x-default": `${SITE}/` });
    expect(metaContent(html, "og:url")).toBe(canonical);
    expect(metaContent(html, "og:type")).toBe("article");
    expect(metaContent(html, "og:locale")).toBe(lang === "en" ? "en_US" : "ko_KR");
    expect(metaContent(html, "og:locale:alternate")).toBe(lang === "en" ? "ko_KR" : "en_US");
    // Its own card in its own language, named by the hash of what the card shows.
    expect(metaContent(html, "og:image")).toBe(`${SITE}${shareImagePath(catalogue, fact, lang)}`);
    expect(metaContent(html, "og:image")).toMatch(/\/og\/cards\/[0-9a-f]{16}\.png$/);
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "article:published_time")).toBe(fact.publishedDate);
    expect(metaContent(html, "article:section")).toBe(catalogue.categoryBySlug.get("space")!.name[lang]);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`href="${SITE}/${lang}/feed.xml"`);

    const [article, breadcrumbs] = jsonLd(html);
    expect(article["@type"]).toBe("Article");
    expect(article.headline).toBe(t.title);
    expect(article.inLanguage).toBe(lang);
    expect(article.datePublished).toBe(fact.publishedDate);
    // Reviews and corrections move dateModified, in the article's meta as in its JSON-LD.
    expect(article.dateModified).toBe(lastModified(fact, lang));
    expect(article.dateModified >= (t.reviewedAt ?? "")).toBe(true);
    expect(metaContent(html, "article:modified_time")).toBe(article.dateModified);
    expect(article.keywords).toBe(t.seoKeywords.join(", "));
    expect(metaContent(html, "article:tag")).toBe(t.seoKeywords[0]);
    expect(article.publisher.name).toBe("Curio");
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
  });

  it("reciprocates: each language version names the other", async () => {
    const path = "/fact/trivia/honey-never-spoils";
    const en = await request(app).get(`/en${path}`);
    const ko = await request(app).get(`/ko${path}`);
    expect(en.text).toContain(`hrefLang="ko" href="${SITE}/ko${path}"`);
    expect(ko.text).toContain(`hrefLang="en" href="${SITE}/en${path}"`);
  });

  it("serialises JSON-LD safely: a </script> in a text cannot break out", async () => {
    const { buildCatalogue } = await import("../../app/lib/catalogue/catalogue");
    const evil = buildCatalogue({ file: "c", json: [...catalogue.categories] }, [
      {
        file: "f",
        json: [
          {
            id: "x",
            slug: "x",
            category: "space",
            path: "/fact/space/x",
            addedAt: "2024-06-01",
            publishedDate: "2024-06-01",
            priority: 0.5,
            glossary: [
              { en: "script", ko: "스크립트" },
              { en: "alert", ko: "경고" },
              { en: "paragraph", ko: "문단" },
            ],
            translations: {
              en: {
                title: "</script><script>alert(1)</script>",
                body: "b",
                detail: ["One paragraph.", "Two paragraphs."],
                tags: ["a", "b", "c"],
                seoKeywords: ["a", "b", "c", "d", "e"],
              },
            },
          },
        ],
      },
    ]);
    const evilApp = await testApp({ catalogue: evil });
    const res = await request(evilApp).get("/en/fact/space/x");
    expect(res.text).not.toContain("<script>alert(1)</script>");
    expect(jsonLd(res.text)[0].headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("other pages", () => {
  it("home has WebSite JSON-LD with a SearchAction", async () => {
    const [site] = jsonLd((await request(app).get("/ko")).text);
    expect(site["@type"]).toBe("WebSite");
    expect(site.potentialAction.target.urlTemplate).toBe(`${SITE}/ko/search?query={search_term_string}`);
  });

  it("search, 404 and error pages are noindex; fact and blog pages are not", async () => {
    for (const path of ["/en/search?query=moon", "/en/nope", "/ko/fact/space/nope", "/fr"])
      expect((await request(app).get(path)).text, path).toMatch(/<meta name="robots" content="noindex/);
    for (const path of ["/en/fact/space/venus-day-longer-than-year", "/ko/blog", "/en"])
      expect((await request(app).get(path)).text, path).not.toContain('name="robots"');
  });

  it("paginated blog pages are self-canonical", async () => {
    const res = await request(app).get("/en/blog?page=2");
    expect(attr(links(res.text, "canonical")[0]!, "href")).toBe(`${SITE}/en/blog?page=2`);
  });
});

describe("/sitemap.xml", () => {
  it("lists every indexable page in both languages with reciprocal alternates, and they answer 200", async () => {
    const res = await request(app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = parser.parse(res.text).urlset.url as {
      loc: string;
      lastmod: string;
      priority: number;
      "xhtml:link": { "@hreflang": string; "@href": string }[];
    }[];
    // Facts, home, blog, four fixed pages; today, its archive, the quiz and every past day of today's fact; On this day.
    expect(urls.length).toBe(
      2 * (catalogue.facts.length + 6 + 3 + rotationDays(catalogue, seoulDay(new Date())).length - 1) + onThisDayPages,
    );
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const url of urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const link of url["xhtml:link"]) {
        if (link["@hreflang"] === "x-default") continue;
        const other = byLoc.get(link["@href"]);
        expect(other, link["@href"]).toBeDefined();
        expect(other!["xhtml:link"].some((l) => l["@href"] === url.loc)).toBe(true);
      }
    }
    // Every listed page answers 200 with itself as canonical: a sample drawn with the run's seed (printed), every
    // fixed page and both homes always, the whole sitemap under CURIO_FULL=1.
    const fixed = urls.filter((u) => !u.loc.includes("/fact/") && !/\/today\/\d/.test(u.loc));
    for (const url of sweep("sitemap pages", urls, 60, fixed)) {
      const page = await request(app).get(url.loc.slice(SITE.length));
      expect(page.status, url.loc).toBe(200);
      expect(attr(links(page.text, "canonical")[0]!, "href"), url.loc).toBe(url.loc);
    }
    const locs = new Set(byLoc.keys());
    const honey = urls.find((u) => u.loc === `${SITE}/en/fact/science/honey-never-spoils`)!;
    expect(honey.priority).toBe(catalogue.byPath.get("/fact/science/honey-never-spoils")!.priority);
    expect(honey.lastmod).toBe(lastModified(catalogue.byPath.get("/fact/science/honey-never-spoils")!, "en"));
    expect(locs.has(`${SITE}/ko/editorial-standards`)).toBe(true);
  });

  it("becomes an index of parts past the URL limit", () => {
    const today = seoulDay(new Date());
    const { root, parts } = buildSitemaps(catalogue, SITE, today, 100);
    const index = parser.parse(root).sitemapindex.sitemap as { loc: string }[];
    expect(index.length).toBe(parts.length);
    expect(index[0]!.loc).toBe(`${SITE}/sitemaps/1.xml`);
    const total = parts.reduce((n, p) => n + [].concat(parser.parse(p).urlset.url).length, 0);
    // Facts, home, blog, four fixed pages; today, its archive, the quiz and every past day of today's fact; On this day.
    expect(total).toBe(2 * (catalogue.facts.length + 6 + 3 + rotationDays(catalogue, today).length - 1) + onThisDayPages);
  });
});

describe("robots.txt and feeds", () => {
  it("allows everything but search, and names the sitemap", async () => {
    const res = await request(app).get("/robots.txt");
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.text).toContain("Allow: /");
    expect(res.text).toContain("Disallow: /en/search");
    expect(res.text).toContain("Disallow: /ko/search");
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it.each(["en", "ko"])("/%s/feed.xml is RSS 2.0 of the newest 50 facts, each linking to a 200 page", async (lang) => {
    const res = await request(app).get(`/${lang}/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const channel = parser.parse(res.text).rss.channel;
    expect(channel.language).toBe(lang);
    expect(channel.item).toHaveLength(50);
    for (const item of channel.item as { link: string }[]) {
      expect(item.link.startsWith(`${SITE}/${lang}/fact/`)).toBe(true);
      expect((await request(app).get(item.link.slice(SITE.length))).status).toBe(200);
    }
  });

  it("has no feed for an unknown language", async () => {
    expect((await request(app).get("/fr/feed.xml")).status).toBe(404);
  });
});

describe("ads", () => {
  it("has no ads.txt and no ad slot without configuration", async () => {
    expect((await request(app).get("/ads.txt")).status).toBe(404);
    expect((await request(app).get("/en")).text).not.toContain('class="adsbygoogle"');
  });

  it("serves ads.txt and reserves ad slots only on content pages when configured", async () => {
    const adsApp = await testApp({ catalogue, config: testConfig({ adClientId: "ca-pub-1234567890123456" }) });
    const txt = await request(adsApp).get("/ads.txt");
    expect(txt.status).toBe(200);
    expect(txt.text).toBe("google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n");
    for (const path of ["/en", "/en/fact/space/venus-day-longer-than-year", "/ko/blog", "/en/search?query=moon"])
      expect((await request(adsApp).get(path)).text, path).toContain('class="adsbygoogle"');
    for (const path of ["/en/contact-us", "/en/nope", "/en/fact/space/nope", "/en/search?query=zzqqxx", "/en/search"])
      expect((await request(adsApp).get(path)).text, path).not.toContain('class="adsbygoogle"');
  });
});
