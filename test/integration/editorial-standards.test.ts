import request from "supertest";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../support/built-server";

const SITE = "https://curio.test";
// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

describe("editorial standards", () => {
  it.each([
    [
      "en",
      "Editorial Standards",
      [
        "How facts are chosen",
        "two reviewers check it independently",
        "Sources",
        "English and Korean",
        "Corrections",
        "Report a problem with this fact",
      ],
    ],
    ["ko", "편집 원칙", ["지식을 고르는 기준", "검토자 두 명이 서로 독립적으로", "출처", "영어와 한국어", "정정", "이 지식의 오류 신고"]],
  ] as const)("is a cached page in %s with its canonical URL and every section", async (lang, title, phrases) => {
    const res = await request(app).get(`/${lang}/editorial-standards`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    expect(res.text).toContain(`<h1>${title}</h1>`);
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/${lang}/editorial-standards"/>`);
    for (const phrase of phrases) expect(res.text, phrase).toContain(phrase);
    expect(res.text).not.toMatch(/\{(siteName|email)\}/);
  });

  it("is linked from the footer of every page, in the page's language", async () => {
    for (const [path, lang] of [
      ["/en", "en"],
      ["/ko/blog", "ko"],
      ["/en/fact/space/venus-day-longer-than-year", "en"],
      ["/ko/nope", "ko"],
    ] as const) {
      const res = await request(app).get(path);
      const footer = res.text.slice(res.text.indexOf('<footer class="site-footer"'));
      expect(footer, path).toContain(`href="/${lang}/editorial-standards"`);
    }
  });
});
