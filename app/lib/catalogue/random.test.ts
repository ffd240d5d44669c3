import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue, twoCategoryCatalogue } from "../../../test/fixtures/catalogue";
import { categorySiblings, pickRandomFact, sampleRandom, seededRng } from "./random";

const catalogue = twoCategoryCatalogue();

describe("pickRandomFact", () => {
  it("only picks facts translated into the language", () => {
    for (let i = 0; i < 50; i++) expect(pickRandomFact(catalogue, "ko", { rng: () => i / 50 })?.path).not.toContain("en-only");
    const englishPaths = new Set(Array.from({ length: 60 }, (_, i) => pickRandomFact(catalogue, "en", { rng: () => i / 60 })?.path));
    expect(englishPaths).toContain("/fact/space/en-only");
  });
  it("never repeats an excluded fact while another exists", () => {
    for (let i = 0; i < 50; i++) {
      const picked = pickRandomFact(catalogue, "ko", { exclude: ["/fact/space/a"], rng: () => i / 50 });
      expect(picked?.path).not.toBe("/fact/space/a");
    }
  });
  it("uses the injected random source", () => {
    expect(pickRandomFact(catalogue, "en", { rng: () => 0 })?.path).toBe(catalogue.facts[0]!.path);
    expect(pickRandomFact(catalogue, "en", { rng: () => 0.9999 })?.path).toBe(catalogue.facts.at(-1)!.path);
  });
  it("returns undefined when nothing is translated", () => {
    expect(pickRandomFact(fixtureCatalogue([fact("space", "x", "2024-05-22", {})]), "ko")).toBeUndefined();
  });
});

describe("sampleRandom", () => {
  it("samples distinct items, at most the count", () => {
    const sample = sampleRandom([1, 2, 3, 4, 5], 3, seededRng("x"));
    expect(new Set(sample).size).toBe(3);
    expect(sampleRandom([1, 2], 5)).toHaveLength(2);
  });
  it("is deterministic for a seed", () => {
    const a = sampleRandom([1, 2, 3, 4, 5, 6], 6, seededRng("/fact/space/a"));
    const b = sampleRandom([1, 2, 3, 4, 5, 6], 6, seededRng("/fact/space/a"));
    expect(a).toEqual(b);
  });
});

describe("categorySiblings", () => {
  it("links to the older and newer fact in the category", () => {
    const b = catalogue.byPath.get("/fact/space/b")!;
    const { previous, next } = categorySiblings(catalogue, b, "ko");
    expect(previous?.slug).toBe("a");
    expect(next?.slug).toBe("c");
  });
});
