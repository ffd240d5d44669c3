import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { dictionary } from "cmu-pronouncing-dictionary";
import { englishSounds, reviewedSounds } from "../../app/lib/pronunciation/reviewed.server";
import { checkEnglishSounds, checkPronunciations } from "../../scripts/content/pronunciations";
import { englishSoundsOf } from "../../scripts/pronunciation/english-ipa";

const catalogue = loadCatalogue("data");

// The real catalogue: every Korean key term's sound read twice (issue #34 item 4).
describe("data/pronunciations", () => {
  it("has every key term of every category read by two readers, and each departure from the library explained", () => {
    expect(checkPronunciations(catalogue, "data")).toEqual([]);
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
    const sounds = catalogue.categories.flatMap((c) => [...reviewedSounds("data", c.slug).values()]);
    expect(sounds.filter((s) => !s)).toEqual([]);
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
