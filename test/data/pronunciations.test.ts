import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { pendingReviews } from "../../scripts/content/pending-reviews";
import { dictionary } from "cmu-pronouncing-dictionary";
import { englishSounds, reviewedSounds } from "../../app/lib/pronunciation/reviewed.server";
import { checkEnglishSounds, checkPronunciations } from "../../scripts/content/pronunciations";
import { englishSoundsOf } from "../../scripts/pronunciation/english-ipa";

const catalogue = loadCatalogue("data");
const today = seoulDay(new Date());
const dates = new Map(catalogue.facts.map((f) => [f.path, f.publishedDate]));
/** A fact still queued may wait for its readers, as check:content lets it (scripts/content/pending-reviews.ts). */
const queued = (paths: readonly string[] | undefined) => pendingReviews([{ paths: paths ?? [], what: "" }], dates, today).failing.length === 0;
const queuedTerms = new Set(
  catalogue.facts.filter((f) => f.publishedDate > today).flatMap((f) => f.glossary.map((g) => g.ko.normalize("NFC"))),
);
const publishedTerms = new Set(
  catalogue.facts.filter((f) => f.publishedDate <= today).flatMap((f) => f.glossary.map((g) => g.ko.normalize("NFC"))),
);

// The real catalogue: every Korean key term's sound read twice (issue #34 item 4).
describe("data/pronunciations", () => {
  it("has every key term of every category read by two readers, and each departure from the library explained", () => {
    expect(checkPronunciations(catalogue, "data").filter((p) => !(p.kind === "review" && queued(p.facts)))).toEqual([]);
  });

  it("says the library's known mistakes as the standard does", () => {
    const said = (category: string, term: string) => reviewedSounds("data", category).get(term)?.pronunciation;
    expect(said("insects", "천연기념물")).toBe("처년기념물");
    expect(said("animals", "발정기")).toBe("발쩡기");
    expect(said("history", "문자")).toBe("문짜");
    expect(said("animals", "농약")).toBe("농약");
    expect(said("animals", "줄무늬")).toBe("줄무니");
  });

  it("shows a sound for every term, the slips issue 49 found corrected", () => {
    // A term only a queued draft uses may wait for its readers until that day.
    const waiting = (term: string) => queuedTerms.has(term) && !publishedTerms.has(term);
    const silent = catalogue.categories.flatMap((c) =>
      [...reviewedSounds("data", c.slug)].filter(([term, said]) => !said && !waiting(term.normalize("NFC"))).map(([term]) => term),
    );
    expect(silent).toEqual([]);
    const said = (category: string, term: string) => reviewedSounds("data", category).get(term);
    expect(said("insects", "소수")).toEqual({ pronunciation: "소쑤", romanization: "sosu" });
    expect(said("history", "멕시카")?.pronunciation).toBe("멕씨카");
  });

  it("has every English key term with its IPA from CMUdict as the dictionary gives it now, for nearly nine in ten terms", () => {
    expect(checkEnglishSounds("data", englishSoundsOf(catalogue, dictionary))).toEqual([]);
    const terms = new Set(catalogue.facts.flatMap((f) => f.glossary.map((g) => g.en)));
    const sounds = englishSounds("data");
    console.log(`English key terms with IPA: ${sounds.size} of ${terms.size}`);
    expect(sounds.size / terms.size).toBeGreaterThan(0.85);
    expect(sounds.get("water activity")).toBe("ˈwɔtɚ ækˈtɪvəti");
  });
});
