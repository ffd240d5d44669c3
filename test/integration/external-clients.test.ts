import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { readConfig } from "../../app/lib/config";
import { LANGS } from "../../app/lib/i18n/languages";
import { MONTH_DAYS, monthDayOf } from "../../app/lib/on-this-day/month-day";
import { datedFactsByDay } from "../../app/lib/on-this-day/on-this-day";
import type { CurioApp } from "../../server";
import { sharedServerUrl } from "../support/built-server";
import { testApp } from "../support/server";
import { runPython } from "./external-checkers";

// What the site serves, read by clients nobody on the team wrote (issue 52): Python's urllib.robotparser (a
// first-match parser), feedparser and icalendar, from Debian's packages (external-checkers.ts).
const SITE = "https://curio.test";
const catalogue = loadCatalogue("data");
const server = sharedServerUrl();

const ROBOT_PARSER = `
import json, sys, urllib.robotparser
robots = urllib.robotparser.RobotFileParser()
robots.parse(sys.stdin.read().splitlines())
print(json.dumps([robots.can_fetch("ExampleBot", url) for url in json.loads(sys.argv[1])]))
`;
/** Which of `urls` robots.txt lets a crawler fetch, as Python's robotparser reads it. */
const robotsAllow = (robotsTxt: string, urls: readonly string[]) => runPython<boolean[]>(ROBOT_PARSER, robotsTxt, [JSON.stringify(urls)]);

const FEED_PARSER = `
import calendar, json, sys, feedparser
feed = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({
  "bozo": int(feed.bozo), "problem": str(feed.get("bozo_exception", "")), "version": feed.version,
  "entries": [{"id": e.id, "link": e.link, "published": calendar.timegm(e.published_parsed)} for e in feed.entries],
}))
`;
interface ParsedFeed {
  bozo: number;
  problem: string;
  version: string;
  entries: { id: string; link: string; published: number }[];
}

const ICALENDAR = `
import json, sys
from icalendar import Calendar
calendar = Calendar.from_ical(sys.stdin.buffer.read())
print(json.dumps({
  "problems": [str(problem) for part in calendar.walk() for problem in part.errors],
  "events": [{"uid": str(e["uid"]), "url": str(e["url"]), "start": e.decoded("dtstart").isoformat()} for e in calendar.walk("VEVENT")],
}))
`;

/** The answer to a path, not following a redirect (Supertest never does). */
const get = (base: string | CurioApp, loc: string) => request(base).get(loc.startsWith(SITE) ? loc.slice(SITE.length) : loc);

describe("robots.txt read by a first-match parser (Python's urllib.robotparser)", () => {
  it("keeps crawlers out of search in both languages and lets them into everything else", async () => {
    const robots = (await get(server, "/robots.txt")).text;
    const blocked = LANGS.flatMap((lang) => [`/${lang}/search`, `/${lang}/search?query=moon`, `/${lang}/search/suggest?query=mo`]);
    const open = ["/", "/en", "/ko/blog?page=2", "/en/fact/space/venus-day-longer-than-year", "/ko/on-this-day", "/en/today/feed.xml"];
    expect(
      robotsAllow(
        robots,
        [...blocked, ...open].map((p) => `${SITE}${p}`),
      ),
    ).toEqual([...blocked.map(() => false), ...open.map(() => true)]);
  });
});

describe("every address of the sitemap is indexable, on every day (a moved clock)", () => {
  const dated = LANGS.map((lang) => datedFactsByDay(catalogue, catalogue.eventDates, lang));
  const withEvents = (monthDay: string) => dated.every((days) => days.has(monthDay));
  const withoutEvents = (monthDay: string) => dated.every((days) => !days.has(monthDay));
  /** Days after every fact of the data is published: month-days with events in both languages and with none, and the year's edges. */
  const days = [
    ...new Set([
      `2027-${MONTH_DAYS.find(withEvents)!}`,
      `2027-${MONTH_DAYS.find(withoutEvents)!}`,
      `2027-${MONTH_DAYS.findLast((md) => md < "12-01" && withoutEvents(md))!}`,
      "2027-03-01",
      "2027-12-31",
    ]),
  ];
  let clock = new Date();
  let app: CurioApp;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "curio-indexable-"));
    const config = { ...readConfig({ SITE_URL: SITE, LOG_LEVEL: "silent" }), dataDir };
    app = await testApp({ catalogue, config, now: () => clock });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

  it("has days both with and without events of their own among those checked", () => {
    expect(days.some((day) => withoutEvents(monthDayOf(day)))).toBe(true);
    expect(days.some((day) => withEvents(monthDayOf(day)))).toBe(true);
  });

  it.each(days)("%s: each page that changes with the day answers 200, indexable, self-canonical, with hreflang", async (day) => {
    clock = new Date(`${day}T03:00:00Z`); // noon in Seoul
    const robots = (await get(app, "/robots.txt")).text;
    const urls = parser.parse((await get(app, "/sitemap.xml")).text).urlset.url as {
      loc: string;
      "xhtml:link": { "@hreflang": string; "@href": string }[];
    }[];
    // Fact pages do not change with the day (seo.test.ts sweeps them): the pages that do, the newest past days of
    // today's fact, and a few days of the year.
    const datedDay = /\/today\/\d{4}-\d{2}-\d{2}$/;
    const monthDayPage = /\/on-this-day\/\d{2}-\d{2}$/;
    const checked = [
      ...urls.filter((u) => !u.loc.includes("/fact/") && !datedDay.test(u.loc) && !monthDayPage.test(u.loc)),
      ...urls.filter((u) => datedDay.test(u.loc)).slice(0, 4),
      ...urls.filter((u) => monthDayPage.test(u.loc)).slice(0, 4),
    ];
    expect(checked.map((u) => u.loc)).toEqual(expect.arrayContaining(LANGS.map((lang) => `${SITE}/${lang}/on-this-day`)));
    expect(
      robotsAllow(
        robots,
        checked.map((u) => u.loc),
      ).every(Boolean),
    ).toBe(true);
    for (const url of checked) {
      const page = await get(app, url.loc);
      expect(page.status, `${day} ${url.loc}`).toBe(200);
      expect(page.headers["x-robots-tag"], url.loc).toBeUndefined();
      expect(page.text, `${day} ${url.loc}`).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(page.text)?.[1], url.loc).toBe(url.loc);
      // The page names the same language versions as its sitemap entry.
      for (const link of url["xhtml:link"])
        expect(page.text, `${day} ${url.loc} ${link["@hreflang"]}`).toContain(`hrefLang="${link["@hreflang"]}" href="${link["@href"]}"`);
    }
  });
});

describe("feeds read by feedparser", () => {
  it.each(LANGS)("/%s/today/feed.xml: every item links a page that answers 200 itself, not a redirect", async (lang) => {
    const feed = runPython<ParsedFeed>(FEED_PARSER, (await get(server, `/${lang}/today/feed.xml`)).text);
    expect([feed.bozo, feed.problem, feed.version]).toEqual([0, "", "rss20"]);
    expect(feed.entries.length).toBeGreaterThan(1);
    for (const entry of feed.entries) expect((await get(server, entry.link)).status, entry.link).toBe(200);
    // Today's item links /today while its id stays the dated address it keeps once the day is over.
    expect(feed.entries[0]!.link).toBe(`${SITE}/${lang}/today`);
    expect(feed.entries[0]!.id).toMatch(new RegExp(`^${SITE}/${lang}/today/\\d{4}-\\d{2}-\\d{2}$`));
  });

  it.each(LANGS)("/%s/feed.xml: each item's pubDate is its fact's own day, newest first, none the same", async (lang) => {
    const feed = runPython<ParsedFeed>(FEED_PARSER, (await get(server, `/${lang}/feed.xml`)).text);
    expect([feed.bozo, feed.problem, feed.version]).toEqual([0, "", "rss20"]);
    const published = feed.entries.map((e) => e.published);
    expect(new Set(published).size).toBe(published.length);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    for (const entry of feed.entries) {
      const fact = catalogue.byPath.get(new URL(entry.link).pathname.slice(`/${lang}`.length))!;
      // The day in Seoul, where facts go live at midnight.
      const seoulDay = new Date((entry.published + 9 * 3600) * 1000).toISOString().slice(0, 10);
      expect(seoulDay, entry.link).toBe(fact.publishedDate);
    }
  });
});

describe("calendars read by icalendar", () => {
  it.each(LANGS)("/%s/today/calendar.ics parses, ends with CRLF (RFC 5545), and each event's URL answers 200", async (lang) => {
    const text = (await get(server, `/${lang}/today/calendar.ics`)).text;
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const calendar = runPython<{ problems: string[]; events: { uid: string; url: string; start: string }[] }>(ICALENDAR, text);
    expect(calendar.problems).toEqual([]);
    expect(calendar.events.length).toBeGreaterThan(7);
    for (const url of new Set(calendar.events.map((e) => e.url))) expect((await get(server, url)).status, url).toBe(200);
  });
});
