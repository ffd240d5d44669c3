import { describe, expect, it } from "vitest";
import { documentOfDataRequest, isKeepableResponse, isPageAddress, pagesToKeep } from "./keep-rules";

const ORIGIN = "https://curio.test";
const answer = (headers: Record<string, string>, status = 200, type = "basic") => ({ status, type, headers: new Headers(headers) });

describe("what the service worker may keep", () => {
  it.each([
    ["a public page", { "cache-control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" }],
    ["today's page, public until midnight", { "cache-control": "public, max-age=3600, s-maxage=3600" }],
    ["route discovery, immutable", { "cache-control": "public, max-age=31536000, immutable" }],
  ])("keeps %s", (_, headers) => {
    expect(isKeepableResponse(answer(headers))).toBe(true);
  });

  it.each([
    ["a private page (home, search)", answer({ "cache-control": "private, no-cache" })],
    ["the contact form's answer", answer({ "cache-control": "private, no-store" })],
    ["an error page", answer({ "cache-control": "no-store" }, 404)],
    ["a server error that says public", answer({ "cache-control": "public, max-age=60" }, 500)],
    ["an answer that sets a cookie", answer({ "cache-control": "public, max-age=300", "set-cookie": "theme=dark; Path=/" })],
    ["an answer without Cache-Control", answer({})],
    ["public and private at once", answer({ "cache-control": "public, private" })],
    ["public but no-store", answer({ "cache-control": "public, no-store" })],
    ["a Vary: * answer", answer({ "cache-control": "public, max-age=300", vary: "*" })],
    ["a redirect", answer({ "cache-control": "public, max-age=3600" }, 301)],
    ["another site's opaque answer", answer({ "cache-control": "public, max-age=300" }, 0, "opaque")],
    ["a partial answer", answer({ "cache-control": "public, max-age=300" }, 206)],
  ])("never keeps %s", (_, response) => {
    expect(isKeepableResponse(response)).toBe(false);
  });

  it("does not read a directive's name inside another's value", () => {
    expect(isKeepableResponse(answer({ "cache-control": 'public, max-age=60, community="private"' }))).toBe(true);
    expect(isKeepableResponse(answer({ "cache-control": "Public, Max-Age=60" }))).toBe(true);
  });
});

describe("which addresses are pages", () => {
  it.each(["/en/today", "/ko/fact/space/venus", "/en/quiz?a=012", "/en", "/ko/today/2026-11-20"])("%s is a page", (path) => {
    expect(isPageAddress(new URL(path, ORIGIN), ORIGIN)).toBe(true);
  });
  it.each([
    "/",
    "/sw.js",
    "/en/feed.xml",
    "/en/manifest.webmanifest",
    "/en/search?query=x",
    "/api/v1/facts/today",
    "/fr/today",
    "/en/today.data",
  ])("%s is not", (path) => {
    expect(isPageAddress(new URL(path, ORIGIN), ORIGIN)).toBe(false);
  });
  it("another origin's page is not", () => {
    expect(isPageAddress(new URL("https://elsewhere.test/en/today"), ORIGIN)).toBe(false);
  });
});

describe("the document a data request stands for", () => {
  it.each([
    ["/en/today.data?_routes=routes%2Ftoday", "/en/today"],
    ["/_root.data", "/"],
    ["/en.data", "/en"],
    ["/en/quiz.data?a=01&_routes=routes%2Fquiz", "/en/quiz?a=01"],
  ])("%s → %s", (path, document) => {
    expect(documentOfDataRequest(new URL(path, ORIGIN))).toBe(document);
  });
  it("is nothing for a document", () => {
    expect(documentOfDataRequest(new URL("/en/today", ORIGIN))).toBeUndefined();
  });
});

describe("the pages kept for a reader", () => {
  it("are today, the quiz, the saved page, the 7 days before today in Seoul, and the saved facts in the reader's language", () => {
    // 20:00 UTC on the 26th is already the 27th in Seoul.
    const pages = pagesToKeep("ko", new Date("2026-11-26T20:00:00Z"), ["/fact/space/venus", "/fact/animals/octopus"]);
    expect(pages).toEqual([
      "/ko/today",
      "/ko/quiz",
      "/ko/saved",
      "/ko/today/2026-11-26",
      "/ko/today/2026-11-25",
      "/ko/today/2026-11-24",
      "/ko/today/2026-11-23",
      "/ko/today/2026-11-22",
      "/ko/today/2026-11-21",
      "/ko/today/2026-11-20",
      "/ko/fact/space/venus",
      "/ko/fact/animals/octopus",
    ]);
  });
  it("skips a saved path that is not a fact's", () => {
    expect(pagesToKeep("en", new Date(), ["/fact/../admin", "https://evil.test/x", "/fact/space/ok"]).at(-1)).toBe("/en/fact/space/ok");
    expect(pagesToKeep("en", new Date(), ["/fact/../admin", "https://evil.test/x"])).toHaveLength(10);
  });
});
