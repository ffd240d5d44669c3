import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { LANGS } from "../../app/lib/i18n/languages";
import { TITLE_MAX } from "../../app/lib/seo/meta";
import { sharedServerUrl } from "../support/built-server";
import { runNuChecker, type NuMessage } from "./external-checkers";

// The built pages read by the Nu HTML checker (vnu-jar, on Debian's Java) and checked for what validators and
// search engines flag: ids that do not start with a letter, titles past 70 characters (issue 52).
const server = sharedServerUrl();
const catalogue = loadCatalogue("data");

/** The fact with the longest title in a language: its page, report form and side-by-side page. */
const longestTitled = LANGS.map((lang) => {
  const fact = catalogue.facts
    .filter((f) => f.translations[lang])
    .reduce((a, b) => (b.translations[lang]!.title.length > a.translations[lang]!.title.length ? b : a));
  return `/${lang}${fact.path}`;
});
const PAGES = [
  ...LANGS.flatMap((lang) => [`/${lang}`, `/${lang}/blog`, `/${lang}/search?query=moon`, `/${lang}/today`, `/${lang}/quiz`]),
  ...longestTitled.flatMap((page) => [page, `${page}/report`, `${page}/side-by-side`]),
  "/en/on-this-day",
  "/ko/on-this-day/07-20",
  "/en/saved",
  "/ko/review",
  "/en/contact-us",
  "/ko/editorial-standards",
  "/en/today/archive",
  "/en/nope",
];

/**
 * Errors the checker gives that are its own lag behind the platform, not mistakes in the page: its CSS grammar
 * predates anchor positioning (position-area, position-try-fallbacks), subgrid, overflow-clip-margin and min-height
 * with those values; and `<link rel="expect" blocking="render">` (HTML's render-blocking on an element, 2024) is
 * newer than its rule that `blocking` needs rel=stylesheet. Every other error fails the test.
 */
const CHECKER_LAG = [/^CSS: /, /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/];
const isRealError = (m: NuMessage) =>
  (m.type === "error" || m.type === "non-document-error") && !CHECKER_LAG.some((lag) => lag.test(m.message));

const pages = new Map<string, string>();
beforeAll(async () => {
  for (const path of PAGES) {
    const res = await request(server).get(path);
    expect(res.status, path).toBe(path === "/en/nope" ? 404 : 200);
    pages.set(path, res.text);
  }
});

const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e]!);

describe("the built pages", () => {
  it("have no error the Nu HTML checker reports, but its known lag", () => {
    const errors = runNuChecker(pages).filter(isRealError);
    expect(errors.map((m) => `${m.url}: ${m.message} ${m.extract ?? ""}`)).toEqual([]);
  }, 300_000);

  it("have ids that start with a letter (html-validate's valid-id; React's own start with _)", () => {
    for (const [path, html] of pages) {
      const bad = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!).filter((id) => !/^[A-Za-z][\w-]*$/.test(id));
      expect(bad, path).toEqual([]);
    }
  });

  it(`have titles of at most ${TITLE_MAX} characters, the longest fact titles included`, () => {
    for (const [path, html] of pages) {
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      expect([...title].length, `${path}: ${title}`).toBeLessThanOrEqual(TITLE_MAX);
    }
  });
});
