import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { MONTH_DAYS, parseEventDate, shiftMonthDay } from "../../app/lib/on-this-day/month-day";
import type { CurioApp } from "../../server";
import { testApp } from "../support/server";
import { sweep } from "../support/sweep";

const SITE = "https://curio.test";
const catalogue = loadCatalogue("data");
/** 20 July in Seoul (10:00), the day Apollo 11 landed, in the first year every fact of the catalogue is published. */
let clock = new Date("2027-07-20T01:00:00Z");
let app: CurioApp;
beforeAll(async () => {
  app = await testApp({ catalogue, now: () => clock });
});

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** The fact paths a page links to, in order. */
const factLinks = (html: string, lang: string) =>
  [...html.matchAll(new RegExp(`href="/${lang}(/fact/[a-z0-9-]+/[a-z0-9-]+)"`, "g"))].map((m) => m[1]!);
/** The month-day of each entry of the data, by fact path. */
const monthDayOf = new Map(Object.entries(catalogue.eventDates).map(([path, e]) => [path, parseEventDate(e.date)!.monthDay]));
const pathsOn = (monthDay: string) => [...monthDayOf].filter(([, md]) => md === monthDay).map(([path]) => path);
/** The facts dated to the other days of a month-day's week (three days either side). */
const pathsInWeekOf = (monthDay: string) => [-3, -2, -1, 1, 2, 3].flatMap((d) => pathsOn(shiftMonthDay(monthDay, d)));

describe("/{lang}/on-this-day/MM-DD", () => {
  it("answers any day of the year (a seeded sample, 02-29 and the year's edges always), in both languages, listing only facts dated to that day", async () => {
    const every = ["en", "ko"].flatMap((lang) => MONTH_DAYS.map((monthDay) => ({ lang, monthDay })));
    // The 732 renders took 25 s of the suite: a seeded sample of 80 days, with the year's edges, 02-29 and a
    // day with events and one without in each language on every run (CURIO_FULL=1 renders all of them).
    const edges = new Set(["01-01", "02-28", "02-29", "03-01", "07-20", "12-31", MONTH_DAYS.find((md) => pathsOn(md).length === 0)!]);
    const pages = sweep(
      "on-this-day days",
      every,
      80,
      every.filter((p) => edges.has(p.monthDay)),
    );
    // A few at a time: the renders are the test's whole cost.
    for (let i = 0; i < pages.length; i += 6) {
      const batch = pages.slice(i, i + 6);
      const answers = await Promise.all(batch.map(({ lang, monthDay }) => request(app).get(`/${lang}/on-this-day/${monthDay}`)));
      answers.forEach((res, j) => {
        const { lang, monthDay } = batch[j]!;
        expect(res.status, `${lang} ${monthDay}`).toBe(200);
        const own = pathsOn(monthDay);
        const linked = new Set(factLinks(res.text, lang));
        // Every linked fact is dated in the data: to this day, its week, or (when the week has none) the nearest days.
        for (const path of linked) expect(monthDayOf.has(path), `${lang} ${monthDay} links ${path}`).toBe(true);
        const week = pathsInWeekOf(monthDay);
        for (const path of [...own, ...week]) expect(linked.has(path), `${lang} ${monthDay} misses ${path}`).toBe(true);
        // Never an apology; indexed exactly when the day or its week has an event (as the sitemap lists it).
        expect(res.text).not.toContain("None of our facts");
        expect(/noindex/.test(res.text), `${lang} ${monthDay} noindex`).toBe(own.length + week.length === 0);
      });
    }
  }, 600_000);

  it("shows a day's events with year, label, category and link, and links the days before and after", async () => {
    const res = await request(app).get("/en/on-this-day/07-20");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Apollo 11 lands on the Moon");
    expect(res.text).toContain('<time dateTime="1969-07-20">1969</time>');
    expect(res.text).toContain('href="/en/fact/space/only-twelve-moonwalkers"');
    expect(res.text).toContain("category-badge");
    expect(res.text).toContain('href="/en/on-this-day/07-19"');
    expect(res.text).toContain('href="/en/on-this-day/07-21"');
    expect(canonical(res.text)).toBe(`${SITE}/en/on-this-day/07-20`);
    expect(res.text).not.toMatch(/noindex/);
    expect(res.headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    const ko = await request(app).get("/ko/on-this-day/07-20");
    expect(ko.text).toContain("역사 속 오늘: 7월 20일");
    expect(ko.text).toContain("아폴로 11호 달 착륙");
    expect(ko.text).toContain("1969년");
  });

  it("opens a day without an event of its own with This week in history, without an apology, each day linked", async () => {
    // A day of the data with none of its own and some in its week (the data dates far fewer than all 366 days).
    const day = MONTH_DAYS.find((md) => pathsOn(md).length === 0 && pathsInWeekOf(md).length > 0)!;
    expect(day).toBeDefined();
    const res = await request(app).get(`/en/on-this-day/${day}`);
    expect(res.text).toContain('<h2 id="on-this-day-week">This week in history</h2>');
    expect(res.text).toContain("What happened in the week around");
    expect(res.text).not.toMatch(/None of our facts|noindex/);
    expect(new Set(factLinks(res.text, "en"))).toEqual(new Set(pathsInWeekOf(day)));
    for (const d of [-3, -2, -1, 1, 2, 3].map((delta) => shiftMonthDay(day, delta)).filter((md) => pathsOn(md).length > 0))
      expect(res.text).toContain(`href="/en/on-this-day/${d}"`);
    // A day with events of its own lists the rest of its week after them.
    const busy = MONTH_DAYS.find((md) => pathsOn(md).length > 0 && pathsInWeekOf(md).length > 0)!;
    const both = await request(app).get(`/ko/on-this-day/${busy}`);
    expect(both.text).toContain('<h2 id="on-this-day-week">역사 속 이번 주</h2>');
    const links = factLinks(both.text, "ko");
    expect(links.indexOf(pathsOn(busy)[0]!)).toBeLessThan(links.indexOf(pathsInWeekOf(busy)[0]!));
  });

  it("is a 404, never cached, for any other form of the day", async () => {
    for (const bad of ["02-30", "13-01", "00-10", "7-20", "0720", "2026-07-20", "07-20x", "12-32", "%3Cb%3E"]) {
      const res = await request(app).get(`/en/on-this-day/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.headers["cache-control"], bad).toMatch(/no-store/);
    }
    expect((await request(app).get("/fr/on-this-day/07-20")).status).toBe(404);
  });
});

describe("/{lang}/on-this-day", () => {
  it("shows today's month-day in Seoul, cached until the next Seoul midnight", async () => {
    clock = new Date("2027-07-19T16:00:00Z"); // 01:00 on 20 July in Seoul
    const res = await request(app).get("/en/on-this-day");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Apollo 11 lands on the Moon");
    expect(canonical(res.text)).toBe(`${SITE}/en/on-this-day`);
    expect(res.headers["cache-control"]).toBe("public, max-age=82800, s-maxage=82800");
    clock = new Date("2027-07-20T01:00:00Z");
  });

  it("is linked from the Today page with the day's first event, and from the menu", async () => {
    clock = new Date("2026-12-25T01:00:00Z"); // a day of today's fact that has an event: Webb's launch
    try {
      const res = await request(app).get("/en/today");
      expect(res.text).toMatch(/<a[^>]*href="\/en\/on-this-day"[^>]*>On This Day: The James Webb Space Telescope launches \(2021\)<\/a>/);
      const ko = await request(app).get("/ko/today");
      expect(ko.text).toMatch(/<a[^>]*href="\/ko\/on-this-day"[^>]*>역사 속 오늘: 제임스 웹 우주망원경 발사\(2021년\)<\/a>/);
      // A past day links to its own month-day; a day without an event just names the page.
      // (The first day before it that no fact is dated to.)
      let day = "2026-12-24";
      while (pathsOn(day.slice(5)).length > 0) day = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const past = await request(app).get(`/en/today/${day}`);
      expect(past.text).toMatch(new RegExp(`<a[^>]*href="/en/on-this-day/${day.slice(5)}"[^>]*>On This Day</a>`));
      const menu = await request(app).get("/en/menu");
      expect(menu.text).toContain('href="/en/on-this-day"');
    } finally {
      clock = new Date("2027-07-20T01:00:00Z");
    }
  });
});

describe("GET /api/v1/facts/on-this-day", () => {
  it("gives the day's dated facts with event, year and the fact, in the API's shape", async () => {
    const res = await request(app).get("/api/v1/facts/on-this-day?lang=ko&date=07-20");
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    expect(res.body.date).toBe("07-20");
    expect(res.body.nearest).toBeNull();
    const apollo = res.body.facts.find((f: { fact: { path: string } }) => f.fact.path === "/fact/space/only-twelve-moonwalkers");
    expect(apollo).toMatchObject({
      event: "아폴로 11호 달 착륙",
      year: 1969,
      fact: { lang: "ko", url: `${SITE}/ko/fact/space/only-twelve-moonwalkers` },
    });
    for (const f of res.body.facts) expect(monthDayOf.get(f.fact.path)).toBe("07-20");
  });

  it("defaults to today in Seoul and gives the nearest days when a day has none", async () => {
    const today = await request(app).get("/api/v1/facts/on-this-day");
    expect(today.body.date).toBe("07-20");
    expect(today.headers["cache-control"]).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    const empty = MONTH_DAYS.find((md) => pathsOn(md).length === 0)!;
    const res = await request(app).get(`/api/v1/facts/on-this-day?date=${empty}`);
    expect(res.body.facts).toEqual([]);
    for (const side of [res.body.nearest.before, res.body.nearest.after]) {
      expect(side.facts.length).toBeGreaterThan(0);
      for (const f of side.facts) expect(monthDayOf.get(f.fact.path)).toBe(side.date);
    }
  });

  it("answers 400, never cached, for a bad date or lang", async () => {
    for (const query of ["date=7-20", "date=02-30", "date=2026-07-20", "date=", "lang=fr", "date=%3Cscript%3E"]) {
      const res = await request(app).get(`/api/v1/facts/on-this-day?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers["cache-control"], query).toBe("no-store");
      expect(res.body.error.status).toBe(400);
    }
  });

  it("is described in the OpenAPI document", async () => {
    const res = await request(app).get("/api/v1/openapi.json");
    expect(res.body.paths["/facts/on-this-day"].get.parameters.map((p: { name: string }) => p.name)).toEqual(["lang", "date"]);
  });
});

describe("/sitemap.xml", () => {
  it("lists On this day and exactly the days whose page is indexed: those with an event of their own or in their week", async () => {
    const res = await request(app).get("/sitemap.xml");
    expect(res.text).toContain(`<loc>${SITE}/en/on-this-day</loc>`);
    expect(res.text).toContain(`<loc>${SITE}/ko/on-this-day/07-20</loc>`);
    // The data holds facts in both languages, so both list the same days.
    const listed = [...res.text.matchAll(new RegExp(`<loc>${SITE}/en/on-this-day/(\\d\\d-\\d\\d)</loc>`, "g"))].map((m) => m[1]);
    expect(listed).toEqual(MONTH_DAYS.filter((md) => pathsOn(md).length + pathsInWeekOf(md).length > 0));
  });
});
