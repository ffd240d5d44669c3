import request from "supertest";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../support/built-server";

// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("/ redirects to the reader's language", () => {
  it.each([
    [{ "Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8" }, "/ko"],
    [{ "Accept-Language": "fr-FR" }, "/en"],
    [{}, "/en"],
    [{ "Accept-Language": "en;q=0.2, ko;q=0.7" }, "/ko"],
    [{ "Accept-Language": "ko", Cookie: "lang=en" }, "/en"],
    [{ "Accept-Language": "en", Cookie: "lang=ko" }, "/ko"],
  ])("%j → %s", async (headers, location) => {
    const res = await request(app).get("/").set(headers);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("statuses", () => {
  it.each(["/en", "/ko", "/en/blog", "/ko/search?query=x", "/en/privacy-policy", "/ko/terms-of-service", "/en/contact-us"])(
    "%s is 200",
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    },
  );

  it.each([
    ["/fr", "en"],
    ["/fr/blog", "en"],
    ["/en/nope", "en"],
    ["/ko/nope/deeper", "ko"],
    ["/a/b/c", "en"],
    ["/en/fact/science/no-such-fact", "en"],
    ["/ko/fact/science/no-such-fact", "ko"],
    ["/en/fact/science", "en"],
  ])("%s is a 404 page in %s", async (path, lang) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(htmlLang(res.text)).toBe(lang);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain('name="robots" content="noindex"');
  });

  it("shows the 404 page's texts in the page's language", async () => {
    const en = await request(app).get("/en/nope");
    expect(en.text).toContain("404 Error");
    expect(en.text).toContain("Go Home");
    const ko = await request(app).get("/ko/nope");
    expect(ko.text).toContain("404 오류");
    expect(ko.text).toContain("홈으로 가기");
  });

  it("shows the fact not-found card, not the generic 404, under /fact", async () => {
    const res = await request(app).get("/ko/fact/space/missing");
    expect(res.text).toContain("페이지를 찾을 수 없습니다");
    expect(res.text).toContain("죄송합니다");
    expect(res.text).toContain('href="/ko"');
  });

  it("never sends X-Powered-By and compresses HTML", async () => {
    const res = await request(app).get("/en").set("Accept-Encoding", "gzip");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("answers health and readiness", async () => {
    const health = await request(app).get("/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    const ready = await request(app).get("/readyz");
    expect(ready.status).toBe(200);
  });
});

describe("<html lang> follows the URL", () => {
  it.each([
    ["/ko", "ko"],
    ["/en", "en"],
    ["/ko/blog", "ko"],
    ["/ko/does-not-exist", "ko"],
  ])("%s → %s", async (path, lang) => {
    const res = await request(app).get(path);
    expect(htmlLang(res.text)).toBe(lang);
  });
});

describe("bad input never gives a 500", () => {
  it.each(
    [
      "/en/fact/%E0%A4%A",
      "/%",
      "/en/%00",
      "/en/search?query=%E0%A4%A",
      `/en/${"a".repeat(10_000)}`,
      `/en/search?query=${"x".repeat(10_000)}`,
      "/en/../../etc/passwd",
      "/en/%2e%2e/%2e%2e/etc/passwd",
      "/assets/../server.ts",
      "/ko/fact/%F0%9F%98%80/%E2%80%AE",
      "/en/blog?page=-1&category=<script>",
      "/en/search?query[]=a&query[]=b",
    ].map((path) => [path.length > 80 ? `${path.slice(0, 40)}… (${path.length} chars)` : path, path]),
  )("%s", async (_label, path) => {
    const res = await request(app).get(path);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/at .+\.(js|ts):\d+/);
    expect(res.text).not.toContain("<script>alert");
  });

  it("answers 400 with a readable page for malformed percent-encoding", async () => {
    const res = await request(app).get("/ko/fact/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.text).toContain('<html lang="ko">');
    expect(res.text).toContain("잘못된 요청");
  });

  it("serves static assets only from the build, never a source file", async () => {
    const res = await request(app).get("/assets/../../server.ts");
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain("createServer");
    const missing = await request(app).get("/assets/nope.js");
    expect(missing.status).toBe(404);
  });
});

describe("language switch remembers the choice", () => {
  it("sets the lang cookie and redirects to the page in that language", async () => {
    const res = await request(app).get("/language/ko?to=/ko/blog");
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/ko/blog");
    expect(res.headers["set-cookie"]?.[0]).toMatch(/^lang=ko; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });
  it.each(["//evil.example", "https://evil.example", "/en/blog", "/\\evil.example"])("refuses to send the reader to %s", async (to) => {
    const res = await request(app).get(`/language/ko?to=${encodeURIComponent(to)}`);
    expect(res.headers.location).toBe("/ko");
  });
  it("404s an unsupported language", async () => {
    expect((await request(app).get("/language/fr?to=/fr")).status).toBe(404);
  });
});
