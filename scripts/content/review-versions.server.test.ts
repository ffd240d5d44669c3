import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../app/lib/catalogue/catalogue";
import type { Fact } from "../../app/lib/catalogue/schema";
import { CATEGORIES, fact } from "../../test/fixtures/catalogue";
import { checkCatalogue } from "./check-catalogue";
import { reviewProblems, reviewRecord, textVersion } from "./review-versions.server";
import { formatProblem } from "./waivers";

const EN = { title: "Venus spins slowly", body: "A day on Venus is long.", reviewedAt: "2026-02-01" };
const KO = { title: "금성은 느리게 돈다", body: "금성의 하루는 깁니다.", reviewedAt: "2026-02-01" };

function load(record: object): Fact {
  return buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]).facts[0]!;
}

/** A fact whose two translations were each reviewed against the other as it is now. */
function reviewedPair(): Fact {
  const draft = load(fact("space", "venus", "2026-01-01", EN, KO));
  const en = reviewRecord(draft, "en", "2026-02-01");
  const ko = reviewRecord(draft, "ko", "2026-02-01");
  return load({ ...draft, translations: { en: { ...draft.translations.en, ...en }, ko: { ...draft.translations.ko, ...ko } } });
}

function problems(record: Fact): string[] {
  const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
  // The fixture is a short fact whose glossary is its first words (느리게): the length and title rules
  // (editorial-rules.ts) and the glossary's dictionary forms (glossary-forms.ts) are not what is tested here.
  return checkCatalogue(catalogue, [], [])
    .problems.filter((p) => !["length", "statement", "glossary-form"].includes(p.check))
    .map(formatProblem);
}

describe("the text a translation was reviewed against", () => {
  it("passes a pair each reviewed against the other's current text", () => {
    const pair = reviewedPair();
    expect(pair.translations.ko!.reviewedAgainst).toBe(textVersion(pair.translations.en!));
    expect(problems(pair)).toEqual([]);
  });

  it("fails the content checks on an English edit without a Korean review, naming the fact", () => {
    const pair = reviewedPair();
    const edited = load({
      ...pair,
      translations: { ...pair.translations, en: { ...pair.translations.en!, body: "A day on Venus is very long." } },
    });
    const found = problems(edited);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^\/fact\/space\/venus translations\.ko\.reviewedAgainst review: the en text changed since ko was reviewed \(2026-02-01/,
    );
    expect(found[0]).toContain("npm run fact:reviewed -- /fact/space/venus --lang ko");

    // The reviewer reads the Korean against the new English and records it: the check passes again.
    const reviewed = load({
      ...edited,
      translations: { ...edited.translations, ko: { ...edited.translations.ko!, ...reviewRecord(edited, "ko", "2026-03-01") } },
    });
    expect(reviewed.translations.ko!.reviewedAt).toBe("2026-03-01");
    expect(problems(reviewed)).toEqual([]);
  });

  it("notices a change in a keyword or a tag, not in the reading time or the review date", () => {
    const en = reviewedPair().translations.en!;
    expect(textVersion({ ...en, readingTimeMinutes: 9, reviewedAt: "2026-05-05" })).toBe(textVersion(en));
    expect(textVersion({ ...en, seoKeywords: [...en.seoKeywords.slice(0, -1), "venus temple"] })).not.toBe(textVersion(en));
    expect(textVersion({ ...en, tags: [...en.tags, "planets"] })).not.toBe(textVersion(en));
    expect(textVersion(en)).toMatch(/^[0-9a-f]{12}$/);
  });

  it("takes quotation marks and apostrophes by what they say, not their shape", () => {
    const en = { ...reviewedPair().translations.en!, body: "The 'dark side' isn't dark." };
    expect(textVersion({ ...en, body: "The ‘dark side’ isn’t dark." })).toBe(textVersion(en));
    expect(textVersion({ ...en, body: 'The "dark side" isn\'t dark.' })).toBe(textVersion({ ...en, body: "The “dark side” isn't dark." }));
    expect(textVersion({ ...en, body: "The ‘far side’ isn’t dark." })).not.toBe(textVersion(en));
  });

  it("asks a reviewed translation to say which text it was reviewed against", () => {
    const unrecorded = load(fact("space", "venus", "2026-01-01", EN, KO));
    expect(reviewProblems(unrecorded).map((p) => p.field)).toEqual(["translations.en.reviewedAgainst", "translations.ko.reviewedAgainst"]);
    // Not yet reviewed, or nothing to review against: nothing to record.
    expect(reviewProblems(load(fact("space", "venus", "2026-01-01", { title: "Venus" }, { title: "금성" })))).toEqual([]);
    expect(reviewProblems(load(fact("space", "venus", "2026-01-01", EN)))).toEqual([]);
  });
});
