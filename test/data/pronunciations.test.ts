import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { reviewedSounds } from "../../app/lib/pronunciation/reviewed.server";
import { checkPronunciations } from "../../scripts/content/pronunciations";

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

  it("shows a sound for most terms and hides the few no reader could vouch for", () => {
    const sounds = catalogue.categories.flatMap((c) => [...reviewedSounds("data", c.slug).values()]);
    const hidden = sounds.filter((s) => !s).length;
    console.log(`reviewed pronunciations: ${sounds.length - hidden} shown, ${hidden} hidden`);
    expect(hidden / sounds.length).toBeLessThan(0.05);
  });
});
