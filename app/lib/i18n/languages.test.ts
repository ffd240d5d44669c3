import { describe, expect, it } from "vitest";
import { langFromPath, langOfPath, languageLabel, negotiateLang, parseAcceptLanguage, readCookie } from "./languages";

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

describe("paths", () => {
  it("reads the language prefix, defaulting to English", () => {
    expect(langFromPath("/ko/blog")).toBe("ko");
    expect(langFromPath("/ko")).toBe("ko");
    expect(langFromPath("/kor/blog")).toBe("en");
    expect(langFromPath("/")).toBe("en");
    expect(langOfPath("/ko/blog")).toBe("ko");
    expect(langOfPath("/kor/blog")).toBeUndefined();
    expect(langOfPath("/api/v1/facts/today")).toBeUndefined();
  });
  it("labels languages as the spec says", () => {
    expect(languageLabel("ko")).toBe("한국어");
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("ja")).toBe("JA");
  });
  it("reads cookies", () => {
    expect(readCookie("x=1; lang = ko ;y=2", "lang")).toBe("ko");
    expect(readCookie("x=1", "lang")).toBeUndefined();
  });
});
