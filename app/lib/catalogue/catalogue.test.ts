import { describe, expect, it } from "vitest";
import { CATEGORIES, fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { buildCatalogue, CatalogueError, categoryName } from "./catalogue";

const good = fact("space", "venus-day", "2024-05-22", {}, {});

function rejects(record: object, message: RegExp) {
  expect(() => fixtureCatalogue([record])).toThrow(CatalogueError);
  expect(() => fixtureCatalogue([record])).toThrow(message);
}

describe("buildCatalogue validation", () => {
  it("accepts a good record and indexes it", () => {
    const c = fixtureCatalogue([good]);
    expect(c.byPath.get("/fact/space/venus-day")?.slug).toBe("venus-day");
    expect(c.byCategory.get("space")).toHaveLength(1);
  });
  it("names the file, the record and the field of a bad slug", () => {
    rejects({ ...good, slug: "Venus Day" }, /facts\.json: record 0 \(Venus Day\): slug must be lowercase words/);
  });
  it("rejects a path that does not match category and slug", () => {
    rejects({ ...good, path: "/fact/animals/venus-day" }, /path must be \/fact\/space\/venus-day/);
  });
  it("rejects dates that are not real", () => {
    rejects({ ...good, publishedDate: "2024-02-30" }, /publishedDate is not a real calendar date/);
    rejects({ ...good, publishedDate: "22/05/2024" }, /publishedDate must be YYYY-MM-DD/);
    rejects({ ...good, updatedDate: "2024-01-01" }, /updatedDate is before publishedDate/);
    rejects({ ...good, addedAt: "2024-02-30" }, /addedAt is not a real calendar date/);
  });
  it("rejects a source marked checked without the url that was checked", () => {
    rejects({ ...good, sources: [{ publisher: "NASA", title: "Venus", checkedAt: "2026-11-27" }] }, /sources\.0\.checkedAt needs the url/);
    expect(() =>
      fixtureCatalogue([
        { ...good, sources: [{ publisher: "NASA", title: "Venus", url: "https://example.org/venus", checkedAt: "2026-11-27" }] },
      ]),
    ).not.toThrow();
  });
  it("takes a source address as read, https or http, and nothing else", () => {
    const withUrl = (url: string) => ({ ...good, sources: [{ publisher: "NASA", title: "Venus", url, checkedAt: "2026-11-27" }] });
    expect(() => fixtureCatalogue([withUrl("http://example.org/venus")])).not.toThrow();
    rejects(withUrl("javascript:alert(1)"), /sources\.0\.url/);
    rejects(withUrl("ftp://example.org/venus"), /sources\.0\.url/);
  });
  it("rejects a fact dated before it was added, and one without addedAt (issue 33)", () => {
    rejects({ ...good, addedAt: "2026-11-22", publishedDate: "2026-11-21" }, /publishedDate is before addedAt 2026-11-22/);
    rejects({ ...good, addedAt: undefined }, /addedAt/);
  });
  it("rejects priorities outside 0–0.8 or off the 0.1 grid", () => {
    rejects({ ...good, priority: 0.9 }, /priority/);
    rejects({ ...good, priority: 0.55 }, /priority must be a multiple of 0.1/);
  });
  it("rejects wrong SEO keyword counts, the old keywords field and reading times", () => {
    rejects(fact("space", "x", "2024-05-22", { seoKeywords: ["a", "b"] }), /translations\.en\.seoKeywords needs 5 or 6 SEO keywords/);
    rejects(fact("space", "x", "2024-05-22", { keywords: ["a", "b", "c", "d", "e"] }), /keywords/);
    rejects(fact("space", "x", "2024-05-22", { readingTimeMinutes: 11 }), /translations\.en\.readingTimeMinutes/);
  });
  it("names the record and field of a detail that is not 2 to 4 paragraphs", () => {
    rejects(fact("space", "one-block", "2024-05-22", { detail: "One long block." }), /record 0 \(one-block\): translations\.en\.detail/);
    rejects(fact("space", "x", "2024-05-22", { detail: ["Only one paragraph here."] }), /translations\.en\.detail needs 2 to 4 paragraphs/);
    rejects(
      fact("space", "x", "2024-05-22", { detail: ["A a.", "B b.", "C c.", "D d.", "E e."] }),
      /translations\.en\.detail needs 2 to 4 paragraphs/,
    );
    rejects(fact("space", "x", "2024-05-22", { detail: ["First words here.", "  "] }), /translations\.en\.detail\.1 must not be empty/);
  });
  it("rejects translations with different paragraph counts", () => {
    rejects(
      fact("space", "uneven", "2024-05-22", { detail: ["One thing.", "Two things.", "Three things."] }, {}),
      /record 0 \(uneven\): translations\.ko\.detail has 2 paragraphs where en has 3/,
    );
  });
  it("rejects 2 or 6 tags", () => {
    rejects(fact("space", "x", "2024-05-22", { tags: ["a", "b"] }), /translations\.en\.tags needs 3 to 5 tags/);
    rejects(
      fact("space", "x", "2024-05-22", {}, { tags: ["가", "나", "다", "라", "마", "바"] }),
      /translations\.ko\.tags needs 3 to 5 tags/,
    );
  });
  it("rejects a glossary of the wrong size, with terms missing from the text, or twice", () => {
    const pairs = (n: number) =>
      [
        { en: "first paragraph", ko: "첫 문단" },
        { en: "second paragraph", ko: "둘째 문단" },
        { en: "sets it out", ko: "설명합니다" },
        { en: "goes further", ko: "덧붙입니다" },
        { en: "body", ko: "본문" },
        { en: "the", ko: "제목" },
        { en: "more", ko: "이" },
      ].slice(0, n);
    expect(() => fixtureCatalogue([fact("space", "g", "2024-05-22", {}, {}, pairs(6))])).not.toThrow();
    rejects(fact("space", "g", "2024-05-22", {}, {}, pairs(2)), /record 0 \(g\): glossary needs 3 to 6 pairs/);
    rejects(fact("space", "g", "2024-05-22", {}, {}, pairs(7)), /glossary needs 3 to 6 pairs/);
    rejects(
      fact("space", "g", "2024-05-22", {}, {}, [...pairs(2), { en: "retrograde", ko: "본문" }]),
      /glossary\.2\.en "retrograde" does not occur in the en title, body or detail/,
    );
    rejects(
      fact("space", "g", "2024-05-22", {}, {}, [...pairs(2), { en: "body", ko: "역행" }]),
      /glossary\.2\.ko "역행" does not occur in the ko/,
    );
    rejects(
      fact("space", "g", "2024-05-22", {}, {}, [...pairs(3), { en: "First Paragraph", ko: "본문" }]),
      /glossary\.3\.en "First Paragraph" is listed twice/,
    );
    rejects(
      fact("space", "g", "2024-05-22", {}, {}, [{ ...pairs(1)[0]!, note: { en: "a note" } }, ...pairs(3).slice(1)]),
      /glossary\.0\.note\.ko/,
    );
  });
  it("finds a Korean verb given in dictionary form by its stem, and still refuses one the text does not use", () => {
    const glossary = [
      { en: "first", ko: "첫" },
      { en: "paragraph", ko: "문단" },
      { en: "sets it out", ko: "설명하다" },
    ];
    expect(() => fixtureCatalogue([fact("space", "g", "2024-05-22", {}, {}, glossary)])).not.toThrow();
    rejects(
      fact("space", "g", "2024-05-22", {}, {}, [...glossary.slice(0, 2), { en: "body", ko: "녹다" }]),
      /glossary\.2\.ko "녹다" does not occur/,
    );
  });
  it("rejects corrections that are empty, undated, of no language or of a missing translation", () => {
    const note = { en: "The summary gave the wrong year.", ko: "요약에 연도가 잘못 적혀 있었습니다." };
    const withCorrections = (corrections: unknown, langs: "en" | "both" = "both") => ({
      ...fact("space", "c", "2024-05-22", {}, langs === "both" ? {} : undefined),
      corrections,
    });
    expect(() => fixtureCatalogue([withCorrections([{ date: "2026-11-23", langs: ["en", "ko"], note }])])).not.toThrow();
    rejects(withCorrections([]), /record 0 \(c\): corrections must be left out rather than empty/);
    rejects(withCorrections([{ date: "2026-11-31", langs: ["en"], note }]), /corrections\.0\.date is not a real calendar date/);
    rejects(withCorrections([{ date: "2020-01-01", langs: ["en"], note }]), /corrections\.0\.date is before publishedDate/);
    rejects(withCorrections([{ date: "2026-11-23", langs: [], note }]), /corrections\.0\.langs needs at least one language/);
    rejects(withCorrections([{ date: "2026-11-23", langs: ["en", "en"], note }]), /corrections\.0\.langs names a language twice/);
    rejects(withCorrections([{ date: "2026-11-23", langs: ["fr"], note }]), /corrections\.0\.langs\.0/);
    rejects(
      withCorrections([{ date: "2026-11-23", langs: ["ko"], note }], "en"),
      /corrections\.0\.langs\.0 names ko, which this fact has no translation in/,
    );
    rejects(withCorrections([{ date: "2026-11-23", langs: ["en"], note: { en: "Only English." } }]), /corrections\.0\.note\.ko/);
  });
  it("rejects a review date that is not a date or comes before the fact existed, and accepts a review before publication", () => {
    rejects(fact("space", "r", "2024-05-22", { reviewedAt: "yesterday" }), /translations\.en\.reviewedAt must be YYYY-MM-DD/);
    rejects(
      fact("space", "r", "2024-05-22", {}, { reviewedAt: "2024-05-20" }),
      /record 0 \(r\): translations\.ko\.reviewedAt is before addedAt 2024-05-22/,
    );
    // Reviewed the day before, in UTC, what was added on a Seoul day; and reviewed before a queued publication.
    expect(() => fixtureCatalogue([fact("space", "r", "2024-05-22", {}, { reviewedAt: "2024-05-21" })])).not.toThrow();
    expect(() =>
      fixtureCatalogue([{ ...fact("space", "r", "2024-06-01", {}, { reviewedAt: "2024-05-22" }), addedAt: "2024-05-22" }]),
    ).not.toThrow();
  });
  it("rejects unknown fields, unknown categories, missing translations and duplicate paths", () => {
    rejects({ ...good, colour: "red" }, /colour/);
    rejects(fact("cooking", "x", "2024-05-22", {}), /category "cooking" is not defined/);
    rejects({ ...good, translations: {} }, /translations needs at least one translation/);
    expect(() => fixtureCatalogue([good, good])).toThrow(/path \/fact\/space\/venus-day is used twice/);
  });
  it("rejects a file that is not an array", () => {
    expect(() => buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "bad.json", json: {} }])).toThrow(
      /bad\.json: must hold a JSON array/,
    );
  });
  it("allows the same slug in two categories (each its own path)", () => {
    const c = fixtureCatalogue([fact("space", "same", "2024-05-22", {}), fact("animals", "same", "2024-05-23", {})]);
    expect(c.facts.map((f) => f.path)).toEqual(["/fact/animals/same", "/fact/space/same"]);
  });
});

describe("categoryName", () => {
  it("translates, or falls back to the slug", () => {
    const c = fixtureCatalogue([good]);
    expect(categoryName(c, "space", "ko")).toBe("우주");
    expect(categoryName(c, "mystery", "en")).toBe("mystery");
  });
});
