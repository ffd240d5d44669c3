import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../app/lib/catalogue/catalogue";
import { factSchema } from "../../app/lib/catalogue/schema";
import { CATEGORIES, fact } from "../../test/fixtures/catalogue";
import { checkCatalogue } from "./check-catalogue";
import { draftDate, draftFact, draftProblems, nextDay } from "./drafts";

describe("fact scaffold", () => {
  const draft = draftFact("space", "my-fact", "2026-12-01", "2026-11-27");

  it("is a valid record in both languages with every field, so the catalogue still loads", () => {
    expect(factSchema.safeParse(draft).success).toBe(true);
    expect(Object.keys(draft.translations).sort()).toEqual(["en", "ko"]);
    expect(Object.keys(draft.translations.en!).sort()).toEqual(["body", "detail", "seoDescription", "seoKeywords", "tags", "title"]);
    expect(draft.sources).toHaveLength(1);
    expect(draft.path).toBe("/fact/space/my-fact");
    expect(draft).toMatchObject({ addedAt: "2026-11-27", publishedDate: "2026-12-01" });
  });

  it("is refused by the content checks, field by field, until every TODO is written", () => {
    const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [
      { file: "facts.json", json: [draft, fact("space", "done", "2026-01-01", {}, {})] },
    ]);
    const { problems } = checkCatalogue(catalogue, [], []);
    const drafts = problems.filter((p) => p.check === "draft");
    expect(drafts.every((p) => p.path === "/fact/space/my-fact")).toBe(true);
    expect(drafts.map((p) => p.field)).toEqual(
      expect.arrayContaining([
        "translations.en.title",
        "translations.ko.body",
        "translations.ko.detail.1",
        "glossary.0.en",
        "sources.0.url",
      ]),
    );
    expect(draftProblems(factSchema.parse(fact("space", "done", "2026-01-01", {}, {})))).toEqual([]);
  });

  it("continues the dates after the newest fact", () => {
    expect(nextDay("2024-07-26")).toBe("2024-07-27");
    expect(nextDay("2024-12-31")).toBe("2025-01-01");
  });

  it("is scheduled after today in Seoul, and after the newest fact, so a draft is never live", () => {
    expect(draftDate("2024-07-26", "2026-11-27")).toBe("2026-11-28");
    expect(draftDate("2026-12-24", "2026-11-27")).toBe("2026-12-25");
    expect(draftDate("", "2026-11-27")).toBe("2026-11-28");
  });

  it("states the rules check:content holds it to", () => {
    const en = draft.translations.en!;
    expect(en.seoDescription).toContain("120–160 characters");
    expect(en.detail[0]).toContain("90–180 words");
    expect(en.title).toContain("never a question");
    expect(draft.translations.ko!.seoDescription).toContain("60–120자");
  });
});
