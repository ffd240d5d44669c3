import { describe, expect, it } from "vitest";
import { negotiateLang, parseAcceptLanguage } from "./negotiate-lang.server";

describe("parseAcceptLanguage", () => {
  it("orders primary subtags by q-value, keeping header order on ties", () => {
    expect(parseAcceptLanguage("ko-KR,ko;q=0.9,en;q=0.8")).toEqual(["ko", "ko", "en"]);
    expect(parseAcceptLanguage("en;q=0.5, ko;q=0.9")).toEqual(["ko", "en"]);
    expect(parseAcceptLanguage("fr-FR, en;q=0.1")).toEqual(["fr", "en"]);
  });
  it("drops q=0, wildcards and garbage", () => {
    expect(parseAcceptLanguage("ko;q=0, en")).toEqual(["en"]);
    expect(parseAcceptLanguage("*, ;;;, 12, ko")).toEqual(["ko"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
  it("reads case and whitespace loosely, and only the first 1,000 characters", () => {
    expect(parseAcceptLanguage(" KO-kr ; q=0.4 ,EN;q=0.3")).toEqual(["ko", "en"]);
    expect(parseAcceptLanguage(`${"x-private, ".repeat(200)}ko`)).not.toContain("ko");
  });
});

describe("negotiateLang", () => {
  it("prefers a saved language cookie", () => {
    expect(negotiateLang("a=b; lang=ko", "en-US")).toBe("ko");
  });
  it("ignores an unsupported cookie and falls back to Accept-Language, then English", () => {
    expect(negotiateLang("lang=fr", "ko-KR,ko;q=0.9")).toBe("ko");
    expect(negotiateLang(null, "fr-FR")).toBe("en");
    expect(negotiateLang(null, null)).toBe("en");
    expect(negotiateLang(null, "fr;q=0.9, ko;q=0.8")).toBe("ko");
  });
});
