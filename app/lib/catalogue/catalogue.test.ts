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
  });
  it("rejects priorities outside 0–0.8 or off the 0.1 grid", () => {
    rejects({ ...good, priority: 0.9 }, /priority/);
    rejects({ ...good, priority: 0.55 }, /priority must be a multiple of 0.1/);
  });
  it("rejects wrong keyword counts and reading times", () => {
    rejects(fact("space", "x", "2024-05-22", { keywords: ["a", "b"] }), /translations\.en\.keywords needs 5 or 6 keywords/);
    rejects(fact("space", "x", "2024-05-22", { readingTimeMinutes: 11 }), /translations\.en\.readingTimeMinutes/);
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
