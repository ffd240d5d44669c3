import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { textVersion } from "../../scripts/content/review-versions.server";
import { CALENDAR_NEXT_DAYS, CALENDAR_PAST_DAYS } from "../../app/lib/daily/daily-calendar.server";
import { DAILY_FEED_DAYS } from "../../app/lib/daily/daily-feed.server";
import { quizOfDay } from "../../app/lib/daily/quiz";
import { QUIZ_LENGTH } from "../../app/lib/daily/quiz-shape";
import { publishedAt, publishedOn } from "../../app/lib/catalogue/published";
import { addDays, factOfDay, ROTATION_START } from "../../app/lib/daily/rotation";
import type { CurioApp } from "../../server";
import { testApp } from "../support/server";

const SITE = "https://curio.test";
const catalogue = loadCatalogue("data");
/** 40 days into the rotation, 10:00 in Seoul. */
const TODAY = addDays(ROTATION_START, 40);
const YESTERDAY = addDays(TODAY, -1);
/** The facts readers see on TODAY (the test's clock): a fact scheduled later is no page yet (ADR 014). */
const visible = publishedOn(catalogue, TODAY);
let clock = new Date(`${TODAY}T01:00:00Z`);
const setClock = (iso: string) => (clock = new Date(iso));
let app: CurioApp;
beforeAll(async () => {
  app = await testApp({ catalogue, now: () => clock });
});

const sMaxAge = (cacheControl: string | undefined) => Number(/s-maxage=(\d+)/.exec(cacheControl ?? "")?.[1]);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const title = (day: string, lang: "en" | "ko" = "en") =>
  factOfDay(catalogue, day)!.translations[lang]!.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
const unescape = (href: string) => href.replace(/&amp;/g, "&");

describe("/{lang}/today", () => {
  it("shows the day's fact, the same in English and Korean, with links to yesterday, the archive and the feed", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    const en = await request(app).get("/en/today");
    const ko = await request(app).get("/ko/today");
    expect(en.status).toBe(200);
    expect(en.text).toContain(title(TODAY));
    expect(ko.text).toContain(title(TODAY, "ko"));
    expect(en.text).toContain(`href="/en/today/${YESTERDAY}"`);
    expect(en.text).toContain(`href="/en/today/archive"`);
    expect(en.text).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]*" href="${SITE}/en/today/feed.xml"`),
    );
    expect(canonical(en.text)).toBe(`${SITE}/en/today`);
  });

  it("is cached by browsers and shared caches exactly until the next Seoul midnight, never stale after it", async () => {
    let now = new Date(`${TODAY}T14:59:00Z`);
    const own = await testApp({ catalogue, now: () => now });
    const late = await request(own).get("/en/today");
    expect(late.headers["cache-control"]).toBe("public, max-age=60, s-maxage=60");
    now = new Date(`${TODAY}T14:59:59Z`);
    const last = await request(own).get("/en/today");
    expect(last.text).toContain(title(TODAY));
    expect(last.headers["cache-control"]).toBe("public, max-age=1, s-maxage=1");
    expect(last.headers["cache-control"]).not.toContain("stale");

    now = new Date(`${TODAY}T15:00:00Z`);
    const next = await request(own).get("/en/today");
    expect(next.text).toContain(title(addDays(TODAY, 1)));
    expect(next.text).not.toContain(title(TODAY));
    expect(next.headers["cache-control"]).toBe("public, max-age=86400, s-maxage=86400");
  });

  it("has a home page entry point", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    const home = await request(app).get("/ko");
    expect(home.text).toContain('href="/ko/today"');
  });
});

describe("/{lang}/today/{day}", () => {
  it("shows every past day since the first, canonical, never changing", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    for (const day of [ROTATION_START, addDays(ROTATION_START, 17), YESTERDAY]) {
      const res = await request(app).get(`/ko/today/${day}`);
      expect(res.status, day).toBe(200);
      expect(res.text).toContain(title(day, "ko"));
      expect(canonical(res.text)).toBe(`${SITE}/ko/today/${day}`);
      expect(res.headers["cache-control"]).toMatch(/^public, max-age=300/);
    }
    const yesterday = await request(app).get(`/en/today/${YESTERDAY}`);
    // The next day is linked by its date (it redirects to /today while it is today).
    expect(yesterday.text).toContain(`href="/en/today/${TODAY}"`);
  });

  it("redirects today's date to /today, until midnight only", async () => {
    setClock(`${TODAY}T14:00:00Z`);
    const res = await request(app).get(`/en/today/${TODAY}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/en/today");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600, s-maxage=3600");
  });

  it.each([
    addDays(TODAY, 1),
    "2024-02-30",
    "2024-13-01",
    "99999-01-01",
    "2024-1-1",
    addDays(ROTATION_START, -1),
    "yesterday",
    "2024-02-30.data",
  ])("answers %s with a 404 nobody keeps", async (day) => {
    setClock(`${TODAY}T01:00:00Z`);
    const res = await request(app).get(`/en/today/${day}`);
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("resolves dot segments before routing: today/../x is /en/x, a 404", async () => {
    const res = await request(app).get("/en/today/../x");
    expect(res.status).toBe(404);
  });

  it("lists every day by month in the archive, cached until midnight", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    const res = await request(app).get("/en/today/archive");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(`public, max-age=${14 * 3600}, s-maxage=${14 * 3600}`);
    expect(res.text).toContain(`href="/en/today/${ROTATION_START}"`);
    expect(res.text).toContain(`href="/en/today"`);
    expect(res.text).not.toContain(`href="/en/today/${addDays(TODAY, 1)}"`);
    expect(res.text.match(/<h2 id="month-/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

describe("/{lang}/today/feed.xml", () => {
  const parser = new XMLParser();
  it.each(["en", "ko"] as const)("is RSS 2.0 with one item per day for the last 30 days (%s)", async (lang) => {
    setClock(`${TODAY}T01:00:00Z`);
    const res = await request(app).get(`/${lang}/today/feed.xml`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    expect(sMaxAge(res.headers["cache-control"])).toBe(14 * 3600);
    const items = parser.parse(res.text).rss.channel.item as { link: string; title: string }[];
    expect(items).toHaveLength(DAILY_FEED_DAYS);
    // Today's item links where today's fact answers (its dated address redirects there until midnight).
    expect(items[0]!.link).toBe(`${SITE}/${lang}/today`);
    expect(items[29]!.link).toBe(`${SITE}/${lang}/today/${addDays(TODAY, -29)}`);
    for (const item of items.slice(1, 4)) expect((await request(app).get(item.link.slice(SITE.length))).status).toBe(200);
  });
});

describe("/{lang}/today/calendar.ics", () => {
  const events = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  };

  it.each(["en", "ko"] as const)(
    "is RFC 5545 with one all-day event a day: the last 30 days' facts, then 7 days that name no fact yet (%s)",
    async (lang) => {
      setClock(`${TODAY}T01:00:00Z`);
      const res = await request(app).get(`/${lang}/today/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(sMaxAge(res.headers["cache-control"])).toBe(14 * 3600);
      // RFC 5545: CRLF line ends, no content line longer than 75 octets.
      expect(res.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(res.text.replace(/\r\n/g, "")).not.toContain("\n");
      const list = events(res.text);
      expect(list).toHaveLength(CALENDAR_PAST_DAYS + CALENDAR_NEXT_DAYS);
      const days = list.map((e) => e.startDate.toString());
      expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
      for (const [i, event] of list.entries()) {
        expect(event.startDate.isDate).toBe(true);
        expect(event.endDate.toString()).toBe(addDays(days[i]!, 1));
        expect(event.uid).toBe(`today-${days[i]}-${lang}@curio.test`);
      }
      const past = list.filter((e) => e.startDate.toString() <= TODAY);
      expect(past).toHaveLength(CALENDAR_PAST_DAYS);
      expect(past.map((e) => e.startDate.toString())).toContain(TODAY);
      for (const event of past) {
        const day = event.startDate.toString();
        const fact = factOfDay(catalogue, day)!;
        expect(fact.publishedDate <= TODAY).toBe(true);
        expect(event.summary).toBe(fact.translations[lang]!.title);
        expect(event.description).toContain(fact.translations[lang]!.body);
        expect(event.component.getFirstPropertyValue("url")).toBe(`${SITE}/${lang}${day === TODAY ? "/today" : `/today/${day}`}`);
      }
      // A coming day's fact is not published yet: its event names none and leads to Today.
      const coming = list.filter((e) => e.startDate.toString() > TODAY);
      expect(coming.map((e) => e.startDate.toString()).sort()).toEqual(
        Array.from({ length: CALENDAR_NEXT_DAYS }, (_, i) => addDays(TODAY, i + 1)),
      );
      const titles = new Set(catalogue.facts.map((f) => f.translations[lang]?.title));
      for (const event of coming) {
        expect(titles.has(event.summary)).toBe(false);
        expect(event.component.getFirstPropertyValue("url")).toBe(`${SITE}/${lang}/today`);
      }
    },
  );

  it("keeps each day's event under the same UID from one day to the next, and the same bytes all day", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    const morning = await request(app).get("/en/today/calendar.ics");
    setClock(`${TODAY}T14:00:00Z`);
    const evening = await request(app).get("/en/today/calendar.ics");
    expect(evening.text).toBe(morning.text);
    setClock(`${addDays(TODAY, 1)}T01:00:00Z`);
    const tomorrow = events((await request(app).get("/en/today/calendar.ics")).text);
    const before = events(morning.text);
    // Yesterday's placeholder for tomorrow is now tomorrow's fact, under the same UID and a higher SEQUENCE.
    const placeholder = before.find((e) => e.startDate.toString() === addDays(TODAY, 1))!;
    const published = tomorrow.find((e) => e.uid === placeholder.uid)!;
    expect(published.summary).toBe(factOfDay(catalogue, addDays(TODAY, 1))!.translations.en!.title);
    expect(published.sequence).toBeGreaterThan(placeholder.sequence);
  });

  it("is linked from the Today page in its webcal: form, with the plain file beside it", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    for (const lang of ["en", "ko"] as const) {
      const res = await request(app).get(`/${lang}/today`);
      expect(res.text).toContain(`href="webcal://curio.test/${lang}/today/calendar.ics"`);
      expect(res.text).toContain(`href="/${lang}/today/calendar.ics"`);
    }
    expect((await request(app).get("/en/today")).text).toContain("Add to calendar");
    expect((await request(app).get("/ko/today")).text).toContain("캘린더에 추가");
  });
});

describe("/{lang}/quiz", () => {
  const optionLinks = (html: string) =>
    [...html.matchAll(/<a[^>]*class="quiz-option"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*class="quiz-option"/g)].map((m) =>
      unescape(m[1] ?? m[2]!),
    );

  const nextLink = (html: string) =>
    unescape(
      /<a[^>]*class="button quiz-next"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*class="button quiz-next"/
        .exec(html)!
        .slice(1)
        .find(Boolean)!,
    );

  it("is played to the end by following links: each answer shows on its question, then Next", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    const quiz = quizOfDay(catalogue, TODAY, "en")!;
    let res = await request(app).get("/en/quiz");
    expect(res.status).toBe(200);
    expect(sMaxAge(res.headers["cache-control"])).toBe(14 * 3600);
    for (let i = 0; i < QUIZ_LENGTH; i++) {
      const links = optionLinks(res.text);
      expect(links).toHaveLength(4);
      expect(links[0]).toMatch(new RegExp(`^/en/quiz/${TODAY}\\?a=\\d{${i + 1}}!$`));
      // Right on even questions, wrong on odd ones.
      const choice = i % 2 === 0 ? quiz[i]!.answer : (quiz[i]!.answer + 1) % 4;
      res = await request(app).get(links[choice]!);
      expect(res.status).toBe(200);
      // The same question, answered: no option is a link any more; the verdict, the fact and Next.
      expect(optionLinks(res.text)).toHaveLength(0);
      expect(res.text).toContain(`Question ${i + 1} of 5`);
      expect(res.text).toContain(i % 2 === 0 ? "Right!" : "Not quite.");
      expect(res.text).toContain("right answer");
      expect(res.text).toContain(`href="/en${quiz[i]!.factPath}"`);
      // One reader's progress: their browser may keep it for Back, no shared cache may.
      expect(res.headers["cache-control"]).toBe("private, no-cache");
      const next = nextLink(res.text);
      expect(next).not.toContain("!");
      res = await request(app).get(next);
      expect(res.status).toBe(200);
    }
    expect(res.text).toContain("Your score: 3 of 5");
    expect(res.text).toContain("✅❌✅❌✅");
    for (const q of quiz) expect(res.text).toContain(`href="/en${q.factPath}"`);
    // The five facts once each, in question order, marked right or missed (no second list, issue 50), and a line for the score.
    const facts = /<ol class="quiz-facts"[^>]*>([\s\S]*?)<\/ol>/.exec(res.text)![1]!;
    expect([...facts.matchAll(/<li class="(is-right|is-missed)"/g)].map((m) => m[1])).toEqual([
      "is-right",
      "is-missed",
      "is-right",
      "is-missed",
      "is-right",
    ]);
    expect([...facts.matchAll(/href="\/en(\/fact\/[^"]+)"/g)].map((m) => m[1])).toEqual(quiz.map((q) => q.factPath));
    expect(res.text).not.toContain("quiz-missed");
    expect(res.text).toContain("Three of five: more right than wrong.");
    // The result is one reader's too.
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    // A past day's quiz, unanswered, never changes: cached like any page.
    expect((await request(app).get(`/en/quiz/${YESTERDAY}`)).headers["cache-control"]).toMatch(/^public, max-age=300/);
  });

  it("has a quiz for each past day and none for the future", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    expect((await request(app).get(`/ko/quiz/${YESTERDAY}`)).status).toBe(200);
    expect((await request(app).get(`/ko/quiz/${addDays(TODAY, 1)}`)).status).toBe(404);
    expect((await request(app).get("/ko/quiz/2024-02-30")).status).toBe(404);
  });

  it.each(["9", "4", "012345", "0123456789", "abc", "", "!", "0!!", "01!2", "012340!", "0,1", "%F0%9F%98%80", "1".repeat(40)])(
    "answers forged progress a=%j with a 400 that nobody keeps",
    async (a) => {
      setClock(`${TODAY}T01:00:00Z`);
      // Progress longer than the parameter reads is first sent to its address, cut (a 301), then refused there.
      const res = await request(app).get(`/en/quiz/${YESTERDAY}?a=${a}`).redirects(1);
      expect(res.status).toBe(400);
      expect(res.headers["cache-control"]).toBe("no-store");
    },
  );
});

describe("/{lang}/list", () => {
  const [a, b] = visible.facts.map((f) => f.path.replace("/fact/", ""));
  it("renders a shared list on the server, noindex, cacheable", async () => {
    const res = await request(app).get(`/en/list?f=${a},${b}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"');
    expect(res.text).toContain(`href="/en/fact/${a}"`);
    expect(res.text).toContain(`href="/en/fact/${b}"`);
  });

  it("redirects to the normalised list: duplicates and unknown facts dropped, order kept", async () => {
    const res = await request(app).get(`/en/list?f=${b},${a},${b},space/no-such-fact`);
    expect(res.status).toBe(301);
    expect(decodeURIComponent(res.headers.location!)).toBe(`/en/list?f=${b},${a}`);
  });

  it.each([
    ["only unknown facts", "space/no-such-fact", 404],
    ["500 paths", Array.from({ length: 500 }, () => "space/x").join(","), 400],
    ["a list longer than any address the server reads", Array.from({ length: 500 }, () => a).join(","), 431],
    ["10 KB of text", "x".repeat(10_000), 400],
    ["a malformed entry", `${a},<script>`, 400],
    ["nothing", "", 400],
  ])("answers %s with a 4xx nobody keeps", async (_name, f, status) => {
    const res = await request(app).get(`/en/list?f=${encodeURIComponent(f)}`);
    expect(res.status).toBe(status);
    // The request guard's 431 is refused before any page is rendered; the others are the page's own.
    if (status !== 431) expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("/{lang}/saved", () => {
  it("is one page for everyone, noindex, with suggestions for an empty list", async () => {
    const res = await request(app).get("/ko/saved");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"');
  });
});

describe("/api/v1", () => {
  it("gives today's fact as JSON, for anyone, cached until Seoul midnight", async () => {
    setClock(`${TODAY}T12:00:00Z`);
    const res = await request(app).get("/api/v1/facts/today?lang=ko");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cache-control"]).toBe("public, max-age=10800, s-maxage=10800");
    const fact = factOfDay(catalogue, TODAY)!;
    expect(res.body.day).toBe(TODAY);
    expect(res.body.fact).toMatchObject({
      path: fact.path,
      lang: "ko",
      url: `${SITE}/ko${fact.path}`,
      title: fact.translations.ko!.title,
      body: fact.translations.ko!.body,
      category: { slug: fact.category },
      publishedDate: fact.publishedDate,
    });
    expect(Array.isArray(res.body.fact.detail)).toBe(true);
    expect(Array.isArray(res.body.fact.tags)).toBe(true);
    expect(Array.isArray(res.body.fact.sources)).toBe(true);
    // English when no language is given.
    expect((await request(app).get("/api/v1/facts/today")).body.fact.lang).toBe("en");
    // After midnight the kept answer is gone.
    setClock(`${TODAY}T15:00:01Z`);
    expect((await request(app).get("/api/v1/facts/today?lang=ko")).body.day).toBe(addDays(TODAY, 1));
  });

  it("gives a random fact that no shared cache keeps", async () => {
    const res = await request(app).get("/api/v1/facts/random?lang=en");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(catalogue.byPath.has(res.body.fact.path)).toBe(true);
  });

  it("gives one fact, and a JSON 404 for an unknown one", async () => {
    const fact = visible.facts[0]!;
    const res = await request(app).get(`/api/v1/facts/${fact.category}/${fact.slug}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.body.fact.title).toBe(fact.translations.en!.title);
    // Each language says when it was reviewed and against which version of the other's text: the current one.
    const ko = (await request(app).get(`/api/v1/facts/${fact.category}/${fact.slug}?lang=ko`)).body.fact;
    expect(ko.reviewedAt).toBe(fact.translations.ko!.reviewedAt);
    expect(ko.reviewedAgainst).toEqual({ lang: "en", version: textVersion(fact.translations.en!) });
    expect(res.body.fact.reviewedAgainst).toEqual({ lang: "ko", version: textVersion(fact.translations.ko!) });
    for (const path of ["/api/v1/facts/space/no-such-fact", "/api/v1/facts/nope/x", "/api/v1/nothing", "/api/v2/facts/today"]) {
      const missing = await request(app).get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers["content-type"]).toMatch(/^application\/json/);
      expect(missing.headers["cache-control"]).toBe("no-store");
      expect(missing.body.error.status).toBe(404);
    }
  });

  it.each(["fr", "EN", "", "en-US", "ko,en", "<script>", "e".repeat(300), "%00"])("answers lang=%j with a JSON 400", async (lang) => {
    for (const path of ["/api/v1/facts/today", "/api/v1/facts/random", `/api/v1/facts/${visible.facts[0]!.path.slice(6)}`]) {
      // A value longer than the parameter reads is sent to its address first (a 301 any site may follow).
      const res = await request(app)
        .get(`${path}?lang=${encodeURIComponent(lang)}`)
        .redirects(1);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.body.error.status).toBe(400);
    }
  });

  it("lists the categories with their fact counts", async () => {
    const res = await request(app).get("/api/v1/categories");
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { slug: string }) => c.slug)).toEqual(catalogue.categories.map((c) => c.slug));
    expect(res.body.categories[0].factCount.en).toBe(publishedAt(catalogue, clock).byCategory.get(catalogue.categories[0]!.slug)!.length);
  });

  it("describes itself in OpenAPI 3", async () => {
    const res = await request(app).get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.servers[0].url).toBe(`${SITE}/api/v1`);
    expect(Object.keys(res.body.paths).sort()).toEqual([
      "/categories",
      "/facts/on-this-day",
      "/facts/random",
      "/facts/today",
      "/facts/{category}/{slug}",
    ]);
  });
});

describe("the sitemap", () => {
  it("lists today, its archive, the quiz and every past day in both languages", async () => {
    setClock(`${TODAY}T01:00:00Z`);
    const res = await request(app).get("/sitemap.xml");
    for (const lang of ["en", "ko"]) {
      expect(res.text).toContain(`<loc>${SITE}/${lang}/today</loc>`);
      expect(res.text).toContain(`<loc>${SITE}/${lang}/today/archive</loc>`);
      expect(res.text).toContain(`<loc>${SITE}/${lang}/today/${ROTATION_START}</loc>`);
      expect(res.text).toContain(`<loc>${SITE}/${lang}/today/${YESTERDAY}</loc>`);
      expect(res.text).not.toContain(`<loc>${SITE}/${lang}/today/${TODAY}</loc>`);
    }
  });
});
