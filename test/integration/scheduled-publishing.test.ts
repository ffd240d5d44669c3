import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "../../app/lib/catalogue/catalogue";
import type { CurioApp } from "../../server";
import { fact } from "../fixtures/catalogue";
import { testApp } from "../support/server";

// Scheduled publishing (issue #23, ADR 014): a fact dated after today in Seoul is nowhere until its day,
// then everywhere, in the same server process.
const QUEUED = "/fact/space/zorblax-comet-returns";
const queued = fact(
  "space",
  "zorblax-comet-returns",
  "2026-12-01",
  { title: "Zorblax Comet Returns", body: "The zorblax comet comes back.", tags: ["zorblax", "comets", "orbits"] },
  { title: "조르블락스 혜성이 돌아온다", body: "조르블락스 혜성이 돌아옵니다.", tags: ["조르블락스", "혜성", "궤도"] },
);
const read = (file: string) => ({ file, json: JSON.parse(readFileSync(file, "utf8")) as unknown });
const catalogue = buildCatalogue(read("data/categories.json"), [
  ...readdirSync("data/facts").map((name) => read(path.join("data/facts", name))),
  { file: "queued.json", json: [queued] },
]);

// 23:59:59 on 30 November in Seoul; one second later it is 1 December there (still 30 November in UTC).
let clock = new Date("2026-11-30T14:59:59Z");
let app: CurioApp;
beforeAll(async () => {
  app = await testApp({ catalogue, now: () => clock, rng: () => 0 });
});

/** Every place a published fact shows, with what each answer says about the queued one. */
async function whereShown() {
  const get = (url: string) => request(app).get(url);
  const [page, pageKo, report, blog, blogKo, metadata, search, suggest, sitemap, feed, feedKo, home] = await Promise.all([
    get(`/en${QUEUED}`),
    get(`/ko${QUEUED}`),
    get(`/en${QUEUED}/report`),
    get("/en/blog"),
    get("/ko/blog"),
    get("/blog-metadata.json"),
    get("/en/search?query=zorblax"),
    get("/en/search/suggest?query=zorblax"),
    get("/sitemap.xml"),
    get("/en/feed.xml"),
    get("/ko/feed.xml"),
    get("/en"),
  ]);
  const sitemapText = sitemap.text.includes("<sitemapindex")
    ? (await Promise.all([...sitemap.text.matchAll(/\/sitemaps\/\d+\.xml/g)].map((m) => get(m[0])))).map((r) => r.text).join("")
    : sitemap.text;
  return {
    statuses: [page.status, pageKo.status, report.status],
    blog: blog.text.includes(QUEUED),
    blogKo: blogKo.text.includes(QUEUED),
    metadata: metadata.text.includes(QUEUED),
    search: search.text.includes(QUEUED),
    suggest: suggest.text.includes(QUEUED),
    sitemap: sitemapText.includes(QUEUED),
    feeds: feed.text.includes(QUEUED) || feedKo.text.includes(QUEUED),
    home: home.text.includes("Zorblax"),
    // Every other answer is a 200, so a cache in front may keep it.
    others: [blog, blogKo, metadata, search, suggest, sitemap, feed, feedKo, home].map((r) => r.status),
    errorCache: page.headers["cache-control"],
  };
}

describe("scheduled publishing", () => {
  it("keeps a fact dated tomorrow (Seoul) out of every page, list, search, sitemap, feed and pick", async () => {
    for (let round = 0; round < 2; round++) {
      const seen = await whereShown();
      expect(seen.statuses).toEqual([404, 404, 404]);
      expect(seen.errorCache).toBe("no-store");
      expect(seen.others.every((s) => s === 200)).toBe(true);
      expect(seen).toMatchObject({
        blog: false,
        blogKo: false,
        metadata: false,
        search: false,
        suggest: false,
        sitemap: false,
        feeds: false,
        home: false,
      });
    }
    const metadata = (await request(app).get("/blog-metadata.json")).body as { english: unknown[]; korean: unknown[] };
    // Every fact of the real catalogue that is out by 30 November in Seoul, and not the queued one.
    const out = catalogue.facts.filter((f) => f.publishedDate <= "2026-11-30" && f.translations.en).length;
    expect(metadata.english.length).toBe(out);
  });

  it("shows it everywhere from Seoul midnight (15:00 UTC), without a restart, never from a page kept the day before", async () => {
    clock = new Date("2026-11-30T15:00:00Z");
    const seen = await whereShown();
    expect(seen.statuses).toEqual([200, 200, 200]);
    expect(seen).toMatchObject({
      blog: true,
      blogKo: true,
      metadata: true,
      search: true,
      suggest: true,
      sitemap: true,
      feeds: true,
      home: true,
    });
    const metadata = (await request(app).get("/blog-metadata.json")).body as { english: unknown[] };
    expect(metadata.english.length).toBe(catalogue.facts.filter((f) => f.publishedDate <= "2026-12-01" && f.translations.en).length);
  });
});
