import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { findFacts } from "../../app/lib/search/find-facts";
import { normalizeQuery } from "../../app/lib/search/normalize";
import { searchIndex } from "../../app/lib/search/search-index";
import { RELEVANCE_CASES, type RelevanceCase } from "./search-relevance.cases";

const catalogue = loadCatalogue("data");
const index = searchIndex(catalogue);

/** True when the search, as the search page runs it, puts one of the case's facts in its first three. */
const findsInFirstThree = ({ lang, query, facts }: RelevanceCase) =>
  findFacts(index, lang, normalizeQuery(query), { typed: query })
    .facts.slice(0, 3)
    .some((found) => facts.includes(found.fact.path));

describe("search relevance over the real catalogue (issue 35)", () => {
  it("has at least 150 cases, every fact of which is in the catalogue", () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(150);
    const paths = new Set(catalogue.facts.map((f) => f.path));
    expect(RELEVANCE_CASES.flatMap((c) => c.facts).filter((p) => !paths.has(p))).toEqual([]);
  });

  it("finds the fact in the first three for at least 95% of each kind, and for every public example", () => {
    const kinds = new Map<string, { found: number; missed: string[] }>();
    for (const c of RELEVANCE_CASES) {
      const kind = kinds.get(c.kind) ?? { found: 0, missed: [] };
      if (findsInFirstThree(c)) kind.found++;
      else kind.missed.push(`${c.lang}:${c.query}`);
      kinds.set(c.kind, kind);
    }
    const scores = [...kinds].map(([kind, { found, missed }]) => ({
      kind,
      score: Math.round((1000 * found) / (found + missed.length)) / 10,
      cases: found + missed.length,
      missed,
    }));
    // The score per kind, in the CI log.
    console.info(scores.map((s) => `${s.kind}: ${s.score}% of ${s.cases}${s.missed.length ? ` (missed ${s.missed.join(", ")})` : ""}`).join("\n"));
    expect(scores.find((s) => s.kind === "issue")?.missed).toEqual([]);
    for (const s of scores) expect(s.score, s.kind).toBeGreaterThanOrEqual(95);
  }, 60_000);
});

describe("Latin words on the Korean site", () => {
  const firstThree = (query: string) => findFacts(index, "ko", normalizeQuery(query)).facts.slice(0, 3);

  it.each([
    ["moon", /\bmoon/i],
    ["sun", /\bsun/i],
    ["Moon", /\bmoon/i],
  ])("reads %s, an English word of the catalogue, as English, not as romanized Korean (모은, 세운)", (query, word) => {
    const found = firstThree(query);
    expect(found).toHaveLength(3);
    for (const { fact } of found) expect(fact.translations.en!.title, fact.path).toMatch(word);
  });

  it("ranks facts titled with the word, found through the English text, before one whose Korean text names K-water", () => {
    const found = firstThree("water");
    expect(found).toHaveLength(3);
    for (const { fact, via } of found) {
      expect(fact.translations.en!.title, fact.path).toMatch(/\bwater/i);
      expect(via, fact.path).toBe("en");
    }
    const all = findFacts(index, "ko", "water").facts.map((f) => f.fact.path);
    expect(all).toContain("/fact/science/sihwa-lake-tidal-power-station");
  });

  it("still reads a Korean word written in English (kimchi, haenyeo) as the Korean word, which its results mark", () => {
    for (const [query, korean, path] of [
      ["kimchi", "김치", "/fact/trivia/kimchi-was-not-always-red"],
      ["haenyeo", "해녀", "/fact/trivia/jeju-haenyeo-breath-hold-divers"],
    ] as const) {
      const found = findFacts(index, "ko", query);
      expect(found.alternatives.get(query), query).toEqual([korean]);
      expect(found.facts[0]?.fact.path, query).toBe(path);
      expect(found.facts[0]?.via, query).toBeUndefined();
    }
  });
});
