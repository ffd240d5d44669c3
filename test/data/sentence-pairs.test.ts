import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSentencePairs } from "../../scripts/content/sentence-pairs";
import { pairedParagraphs, MAX_PAIR_SIDE } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";

const catalogue = loadCatalogue("data");

// The real catalogue: every paragraph of every fact, in both languages, is split into sentences that are all paired.
describe("data/sentence-pairs", () => {
  it("pairs every sentence of every fact, and the sentences rebuild each paragraph exactly", () => {
    // Every record of every facts file is checked, however many the catalogue holds.
    const records = readdirSync("data/facts").flatMap((name) => JSON.parse(readFileSync(`data/facts/${name}`, "utf8")) as unknown[]);
    expect(catalogue.facts.length).toBe(records.length);
    expect(checkSentencePairs(catalogue, "data")).toEqual([]);
  });

  it("pairs one sentence with one or two, and never leaves a side empty", () => {
    for (const fact of catalogue.facts)
      for (const paragraph of pairedParagraphs(storedPairs("data", fact)!))
        for (const pair of paragraph) {
          for (const side of [pair.en, pair.ko]) expect(side.length).toBeGreaterThan(0);
          expect(Math.min(pair.en.length, pair.ko.length), fact.path).toBe(1);
          expect(Math.max(pair.en.length, pair.ko.length)).toBeLessThanOrEqual(MAX_PAIR_SIDE);
        }
  });
});
