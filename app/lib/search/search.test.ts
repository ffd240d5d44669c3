import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { isOneEditAway } from "./did-you-mean";
import { highlightMatches } from "./highlight";
import { normalizeForSearch, normalizeQuery } from "./normalize";
import { searchFacts, wordVariants } from "./search-facts";

const catalogue = fixtureCatalogue([
  fact(
    "animals",
    "sharks",
    "2024-05-22",
    { title: "Sharks Are Older Than Trees", body: "Sharks appeared long before forests.", keywords: ["shark", "fossil", "evolution", "ocean", "fish"] },
    { title: "상어는 나무보다 오래되었다", body: "상어는 숲보다 먼저 나타났습니다.", keywords: ["상어", "화석", "진화", "바다", "물고기"] },
  ),
  fact(
    "space",
    "honey-moon",
    "2024-05-23",
    { title: "Honey Moon", body: "A moon (a+b) named for honey.", detail: "Trees and sharks are not here.", keywords: ["moon", "honey", "june", "sky", "name"] },
    { title: "허니문의 유래", body: "꿀과 달에 얽힌 이야기입니다.", keywords: ["꿀", "달", "허니문", "유월", "하늘"] },
  ),
  fact("space", "trees-title", "2024-05-24", { title: "Trees", body: "Plain.", keywords: ["a", "b", "c", "d", "e"] }),
]);

const slugs = (query: string, lang: "en" | "ko" = "en") => searchFacts(catalogue, lang, normalizeQuery(query)).map((h) => h.fact.slug);

describe("normalisation", () => {
  it("uses NFC, folds case, full-width forms and spaces", () => {
    const nfd = "상어".normalize("NFD");
    expect(normalizeForSearch(nfd)).toBe("상어");
    expect(normalizeForSearch("ＳＨＡＲＫ　１２")).toBe("shark 12");
    expect(normalizeForSearch("  Big \n\t Sharks ")).toBe("big sharks");
  });
  it("cuts queries at 100 characters instead of rejecting them", () => {
    expect(normalizeQuery("a".repeat(500))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe("");
  });
});

describe("searchFacts", () => {
  it("matches case-insensitively across title, body, detail, category and keywords", () => {
    expect(slugs("SHARKS")).toContain("sharks");
    expect(slugs("forests")).toEqual(["sharks"]);
    expect(slugs("animals")).toEqual(["sharks"]);
    expect(slugs("fossil")).toEqual(["sharks"]);
  });
  it("gives nothing for an empty query and skips untranslated facts", () => {
    expect(slugs("")).toEqual([]);
    expect(slugs("trees", "ko")).toEqual([]);
  });
  it("ranks title matches first: exact, then prefix, then words, then other fields", () => {
    expect(slugs("trees")).toEqual(["trees-title", "sharks", "honey-moon"]);
  });
  it("matches Korean queries, including NFD input", () => {
    expect(slugs("상어".normalize("NFD"), "ko")).toEqual(["sharks"]);
    expect(slugs("꿀", "ko")).toEqual(["honey-moon"]);
  });
  it("treats regular-expression characters literally", () => {
    expect(slugs("(a+b)")).toEqual(["honey-moon"]);
    expect(slugs(".*")).toEqual([]);
  });
  it("matches every word in any order, with plurals folded", () => {
    expect(slugs("trees sharks")).toEqual(expect.arrayContaining(["sharks", "honey-moon"]));
    expect(slugs("shark")).toContain("sharks");
    expect(slugs("moons")).toEqual(["honey-moon"]);
  });
});

describe("wordVariants", () => {
  it("folds simple English plurals", () => {
    expect(wordVariants("sharks")).toContain("shark");
    expect(wordVariants("flies")).toContain("fly");
    expect(wordVariants("glass")).toEqual(["glass"]);
  });
});

describe("highlightMatches", () => {
  it("marks every occurrence, case-insensitively, as text segments", () => {
    expect(highlightMatches("Shark, shark!", ["shark"])).toEqual([
      { text: "Shark", match: true },
      { text: ", ", match: false },
      { text: "shark", match: true },
      { text: "!", match: false },
    ]);
  });
  it("never turns input into markup", () => {
    const segments = highlightMatches("<b>x</b>", ["<b>"]);
    expect(segments[0]).toEqual({ text: "<b>", match: true });
  });
  it("highlights Korean text searched in NFD form", () => {
    expect(highlightMatches("상어는", ["상어".normalize("NFD")])).toEqual([
      { text: "상어", match: true },
      { text: "는", match: false },
    ]);
  });
});

describe("isOneEditAway", () => {
  it("detects one insertion, deletion or substitution", () => {
    expect(isOneEditAway("shrak", "shark")).toBe(false);
    expect(isOneEditAway("shak", "shark")).toBe(true);
    expect(isOneEditAway("sharkk", "shark")).toBe(true);
    expect(isOneEditAway("shork", "shark")).toBe(true);
    expect(isOneEditAway("shark", "shark")).toBe(false);
  });
});
