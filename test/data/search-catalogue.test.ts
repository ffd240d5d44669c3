import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { LANGS } from "../../app/lib/i18n/languages";
import { normalizeQuery } from "../../app/lib/search/normalize";
import { searchFacts } from "../../app/lib/search/search-facts";
import { resultsInOtherLanguages } from "../../app/lib/search/other-languages";
import { searchIndex } from "../../app/lib/search/search-index";

const catalogue = loadCatalogue("data");
const index = searchIndex(catalogue);

describe("search over the real catalogue", () => {
  // English words match from their start (issue 17), so a piece that begins inside a Latin word is taken
  // from that word's start; Hangul matches anywhere.
  it("finds the fact any piece of its text was taken from, in either language", () => {
    const pieces = catalogue.facts.flatMap((fact) =>
      LANGS.flatMap((lang) => {
        const t = fact.translations[lang];
        return t ? [t.title, t.body, ...t.detail, ...t.tags].filter(Boolean).map((text) => ({ fact, lang, text })) : [];
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pieces), fc.nat(), fc.integer({ min: 1, max: 20 }), ({ fact, lang, text }, start, length) => {
        let from = start % text.length;
        while (from > 0 && /[a-z0-9\u00c0-\u024f]/i.test(text[from]!) && /[\p{L}\p{N}]/u.test(text[from - 1]!)) from--;
        const query = normalizeQuery(text.slice(from, from + length));
        fc.pre(query.length > 0);
        expect(searchFacts(index, lang, query).map((h) => h.fact.path)).toContain(fact.path);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it("ranks a fact's exact title first", () => {
    for (const fact of catalogue.facts.slice(0, 40)) {
      const title = fact.translations.en!.title;
      expect(searchFacts(index, "en", normalizeQuery(title))[0]?.fact.path).toBe(fact.path);
    }
  });
});

describe("a search that finds nothing here but something in the other language (issue 30)", () => {
  it("counts the other language's results", () => {
    const honey = normalizeQuery("꿀");
    expect(searchFacts(index, "en", honey)).toHaveLength(0);
    expect(resultsInOtherLanguages(index, "en", honey)).toEqual([{ lang: "ko", count: searchFacts(index, "ko", honey).length }]);
    expect(resultsInOtherLanguages(index, "en", honey)[0]!.count).toBeGreaterThan(0);
    const honeyEn = normalizeQuery("honey");
    expect(searchFacts(index, "ko", honeyEn)).toHaveLength(0);
    expect(resultsInOtherLanguages(index, "ko", honeyEn)[0]).toMatchObject({ lang: "en" });
    expect(resultsInOtherLanguages(index, "en", normalizeQuery("qqqzzz"))).toEqual([]);
  });
});
