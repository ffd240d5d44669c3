import { describe, expect, it } from "vitest";
import { absoluteUrl, pageUrl, paths } from "./paths";

describe("paths", () => {
  it("builds every page's address under its language, encoding what readers type", () => {
    expect(paths.home("ko")).toBe("/ko");
    expect(paths.home("en", { after: "/fact/space/venus" })).toBe("/en?after=%2Ffact%2Fspace%2Fvenus");
    expect(paths.home("ko", { fact: "/fact/space/venus" })).toBe("/ko?fact=%2Ffact%2Fspace%2Fvenus");
    expect(paths.fact("ko", "/fact/space/venus")).toBe("/ko/fact/space/venus");
    expect(paths.blog("en")).toBe("/en/blog");
    expect(paths.blog("en", "space", 1)).toBe("/en/blog?category=space");
    expect(paths.blog("ko", null, 3)).toBe("/ko/blog?page=3");
    expect(paths.search("en", "a&b c")).toBe("/en/search?query=a%26b%20c");
    expect(paths.search("ko", "꿀", 2)).toBe("/ko/search?query=%EA%BF%80&page=2");
    expect(paths.search("en")).toBe("/en/search");
    expect(paths.contact("en", true)).toBe("/en/contact-us?sent=1");
    expect(paths.chooseLanguage("ko", "/ko/blog?page=2")).toBe("/language/ko?to=%2Fko%2Fblog%3Fpage%3D2");
    expect(paths.suggest("en", "ca t")).toBe("/en/search/suggest?query=ca%20t");
    expect(paths.report("en", "/fact/space/venus")).toBe("/en/fact/space/venus/report");
    expect(paths.report("ko", "/fact/space/venus", true)).toBe("/ko/fact/space/venus/report?sent=1");
    expect(paths.editorialStandards("ko")).toBe("/ko/editorial-standards");
    expect(paths.menu("en")).toBe("/en/menu");
    expect(paths.quiz("en", "2025-01-02", "01")).toBe("/en/quiz/2025-01-02?a=01");
  });

  it("puts a language-free path under a language, the one place a prefix is added", () => {
    expect(paths.localized("en")).toBe("/en");
    expect(paths.localized("ko", "/blog?page=2")).toBe("/ko/blog?page=2");
  });

  it("moves a page to another language, keeping the rest of its path", () => {
    expect(paths.inLanguage("/en/fact/space/x", "ko")).toBe("/ko/fact/space/x");
    expect(paths.inLanguage("/en", "ko")).toBe("/ko");
    expect(paths.inLanguage("/", "ko")).toBe("/ko");
  });
});

describe("absolute URLs", () => {
  it("puts a site path under SITE_URL and keeps an address that is already absolute", () => {
    expect(absoluteUrl("https://curio.example", "/favicon.svg")).toBe("https://curio.example/favicon.svg");
    expect(absoluteUrl("https://curio.example", "og/x.png")).toBe("https://curio.example/og/x.png");
    expect(absoluteUrl("https://curio.example", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });

  it("gives a page's canonical URL in a language", () => {
    expect(pageUrl("https://curio.example", "ko", "/fact/space/venus")).toBe("https://curio.example/ko/fact/space/venus");
    expect(pageUrl("https://curio.example", "en", "")).toBe("https://curio.example/en");
  });
});
