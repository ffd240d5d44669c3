import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import { NgramFilter, probeFor } from "./ngram-filter";

describe("NgramFilter", () => {
  it("never rules out a text that contains the needle (any script, any length)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom(..."abcdefghij 상어꿀벌우주ㅎㄴ🍯é\n"), maxLength: 300 }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (texts, which, start, length) => {
          const filter = NgramFilter.build(texts);
          const i = which % texts.length;
          const text = texts[i]!;
          const from = text.length ? start % text.length : 0;
          const needle = text.slice(from, from + (length % 12));
          expect(filter.mayContain(i, probeFor(needle))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("rules out most texts that lack the needle", () => {
    const catalogue = loadCatalogue("data");
    const texts = catalogue.facts.flatMap((f) => Object.values(f.translations).map((t) => [t.title, t.body, ...t.detail].join("\n")));
    const filter = NgramFilter.build(texts);
    const passed = (needle: string) => texts.filter((_, i) => filter.mayContain(i, probeFor(needle))).length / texts.length;
    expect(passed("zqxjv")).toBeLessThan(0.02);
    // One trigram or one bigram is a single probe: it passes about as often as the filters are full.
    expect(passed("뷁퉭쀍")).toBeLessThan(0.3);
    expect(passed("뷁퉭")).toBeLessThan(0.3);
    expect(passed("뷁퉭쀍뷁퉭")).toBeLessThan(0.02);
    expect(passed("\n")).toBe(1);
    expect(passed("the")).toBeGreaterThan(0.45);
  });

  it("does not filter one-character needles", () => {
    expect(probeFor("꿀")).toEqual([]);
    expect(NgramFilter.build(["abc"]).mayContain(0, probeFor("z"))).toBe(true);
  });
});
