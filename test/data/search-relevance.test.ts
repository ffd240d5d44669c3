import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { findFacts } from "../../app/lib/search/find-facts";
import { normalizeQuery } from "../../app/lib/search/normalize";
import { searchIndex } from "../../app/lib/search/search-index";
import type { Fact } from "../../app/lib/catalogue/schema";
import type { Lang } from "../../app/lib/i18n/languages";
import { RELEVANCE_CASES, type RelevanceCase } from "./search-relevance.cases";

const catalogue = loadCatalogue("data");
const index = searchIndex(catalogue);

const search = ({ lang, query }: RelevanceCase) => findFacts(index, lang, normalizeQuery(query), { typed: query }).facts.map((f) => f.fact);

// What "truly contains the word" means, written apart from the search code: an English word whole (a plural or
// possessive allowed), a Korean word of two syllables or more anywhere (고래 in 향유고래, 거북 in 거북선), and
// one of a single syllable as a word of its own, bare or with a particle or two (꿀은, 달에서도; not 꿀벌, 달러).
const PARTICLE = "(?:은|는|이|가|을|를|의|에|에서|에게|도|만|과|와|로|으로|보다|처럼|까지|부터|마다|이다|이며|이고|이나|들)";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function saysWord(text: string, word: string): boolean {
  if (/[가-힣]/.test(word))
    return word.length > 1 ? text.includes(word) : new RegExp(`(?<![가-힣])${word}${PARTICLE}{0,2}(?![가-힣])`).test(text);
  // A plural counts its singular too (universities: university).
  const singular = word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("es") ? word.slice(0, -2) : word.endsWith("s") ? word.slice(0, -1) : word;
  return [word, singular].some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?:s|es|'s|’s)?(?![\\p{L}\\p{N}])`, "iu").test(text));
}
/** A fact's searchable text in one language: title, tags, category name, summary and explanation, lower-cased. */
function factText(fact: Fact, lang: Lang): string {
  const t = fact.translations[lang];
  if (!t) return "";
  const category = catalogue.categories.find((c) => c.slug === fact.category)!.name[lang];
  return [t.title, ...t.tags, category, t.body, ...t.detail].join("\n").normalize("NFC").toLowerCase();
}
/** The facts of the case's site whose text, in the word's language, has the word. */
function factsWithWord({ lang, word }: RelevanceCase): Set<string> {
  const wordLang: Lang = /[가-힣]/.test(word) ? "ko" : "en";
  return new Set(catalogue.facts.filter((f) => f.translations[lang] && saysWord(factText(f, wordLang), word.toLowerCase())).map((f) => f.path));
}

interface Measured {
  case: RelevanceCase;
  found: boolean;
  /** The first three results (fewer if there are fewer) all contain the word or are the case's facts. */
  firstThreeRelevant: boolean;
  results: number;
  truth: number;
}

function measure(c: RelevanceCase): Measured {
  const results = search(c);
  const truth = factsWithWord(c);
  const relevant = (fact: Fact) => truth.has(fact.path) || c.facts.includes(fact.path);
  const firstThree = results.slice(0, 3);
  return {
    case: c,
    found: firstThree.some((fact) => c.facts.includes(fact.path)),
    firstThreeRelevant: firstThree.length > 0 && firstThree.every(relevant),
    results: results.length,
    truth: truth.size,
  };
}

/** A result count near the facts that truly contain the word: at most half as many again, and two more. */
const countIsNear = (m: Measured) => m.results <= 1.5 * m.truth + 2;
const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

const measured = RELEVANCE_CASES.map(measure);
const byKind = new Map<string, Measured[]>();
for (const m of measured) byKind.set(m.case.kind, [...(byKind.get(m.case.kind) ?? []), m]);
const label = (m: Measured) => `${m.case.lang}:${m.case.query}`;

describe("search relevance over the real catalogue (issues 35 and 49)", () => {
  it("has at least 150 cases, at least 40 of them romanized one- and two-syllable words or other spellings, every fact in the catalogue", () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(150);
    const romanized = RELEVANCE_CASES.filter((c) => c.kind === "romanized-short" || c.kind === "romanized-mr");
    expect(romanized.length).toBeGreaterThanOrEqual(40);
    expect(romanized.filter((c) => [...c.word].length === 1).length).toBeGreaterThanOrEqual(10);
    expect(romanized.filter((c) => [...c.word].length === 2).length).toBeGreaterThanOrEqual(10);
    const paths = new Set(catalogue.facts.map((f) => f.path));
    expect(RELEVANCE_CASES.flatMap((c) => c.facts).filter((p) => !paths.has(p))).toEqual([]);
    // Every word is in the facts it names, so the truth it is measured against is not empty.
    expect(measured.filter((m) => m.truth === 0).map(label)).toEqual([]);
  });

  it("scores each kind: the fact in the first three (recall), the first three all relevant and the result count near the truth (precision)", () => {
    const scores = [...byKind].map(([kind, cases]) => ({
      kind,
      cases: cases.length,
      found: percent(cases.filter((m) => m.found).length, cases.length),
      missed: cases.filter((m) => !m.found).map(label),
      relevant: percent(cases.filter((m) => m.firstThreeRelevant).length, cases.length),
      notRelevant: cases.filter((m) => !m.firstThreeRelevant).map(label),
      near: percent(cases.filter(countIsNear).length, cases.length),
      far: cases.filter((m) => !countIsNear(m)).map((m) => `${label(m)} ${m.results}/${m.truth}`),
      perTrue: Math.round((100 * cases.reduce((n, m) => n + m.results, 0)) / cases.reduce((n, m) => n + m.truth, 0)) / 100,
    }));
    // The scores per kind, in the CI log.
    console.info(
      scores
        .map(
          (s) =>
            `${s.kind} (${s.cases}): found ${s.found}%` +
            (s.missed.length ? ` (missed ${s.missed.join(", ")})` : "") +
            ` · first three relevant ${s.relevant}%` +
            (s.notRelevant.length ? ` (not: ${s.notRelevant.join(", ")})` : "") +
            ` · count near the facts with the word ${s.near}%, ${s.perTrue} results per such fact` +
            (s.far.length ? ` (far: ${s.far.join(", ")})` : ""),
        )
        .join("\n"),
    );
    expect(scores.find((s) => s.kind === "issue")?.missed).toEqual([]);
    for (const s of scores) expect(s.found, s.kind).toBeGreaterThanOrEqual(95);
    // Precision: where a query spells one word (not a typo to guess at), its first three are about that word and
    // its results are the facts that have it, not half the catalogue.
    for (const s of scores.filter((s) => ["issue", "romanized", "romanized-short", "romanized-mr", "particle", "keyboard"].includes(s.kind))) {
      expect(s.relevant, `${s.kind}: first three relevant`).toBeGreaterThanOrEqual(90);
      expect(s.near, `${s.kind}: count near the truth`).toBeGreaterThanOrEqual(90);
    }
  }, 60_000);

  it("reads issue 49's romanized examples as the word they spell, the facts about it first and no more results than facts with the word", () => {
    const first = (query: string, n: number) => findFacts(index, "ko", query).facts.slice(0, n).map((f) => f.fact.translations.ko!.title);
    for (const query of ["kkul", "ggul"]) for (const title of first(query, 3)) expect(title, query).toMatch(/꿀(?!벌)/);
    for (const title of first("dal", 3)) expect(title).toMatch(/(?<![가-힣])달(?:[은는이가을를의에]|보다|에서|(?![가-힣]))/);
    for (const title of first("gorae", 3)) expect(title).toMatch(/고래/);
    expect(first("kkachi", 1)[0]).toMatch(/^까치/);
    for (const query of ["kkul", "ggul", "dal", "gorae", "kkachi"]) {
      const m = measured.find((x) => x.case.query === query && x.case.kind === "issue")!;
      expect(m.results, query).toBeLessThanOrEqual(m.truth);
    }
  });
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
