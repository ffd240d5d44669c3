// Sentence pairs: every paragraph of a fact (its summary, then each paragraph of its explanation) split into
// sentences in every language and paired, one sentence with one or two (ADR-free data, data/sentence-pairs/*.json).
// The split is stored, not recomputed: a reviewer confirmed that each pair says the same thing, and the check
// below proves that the stored sentences, joined by single spaces, give back each paragraph exactly, so any
// later edit of a text is caught until its pairs are made and read again (npm run data:sentence-pairs).
import * as z from "zod";
import type { Fact } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";

/** At most this many sentences on one side of a pair: one to one, or one to two where a translation needed it. */
export const MAX_PAIR_SIDE = 2;

const sentence = z.string().min(1);
const side = z.array(sentence).min(1, "has no sentence").max(MAX_PAIR_SIDE, `pairs more than ${MAX_PAIR_SIDE} sentences`);
const pairSchema = z.strictObject({ en: side, ko: side });
const paragraphSchema = z.array(pairSchema).min(1, "has no pair");

const reviewSchema = z.strictObject({
  /** Who read every pair of the fact, English against Korean. */
  by: z.string().trim().min(1),
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
});

export const factPairsSchema = z.strictObject({
  body: paragraphSchema,
  detail: z.array(paragraphSchema).min(1),
  /** Set once a reviewer has confirmed every pair of the fact; dropped when its pairs are made again. */
  reviewed: reviewSchema.optional(),
});

/** One category's file: fact id → its pairs. */
export const pairsFileSchema = z.record(z.string(), factPairsSchema);

export type SentencePair = Record<Lang, string[]>;
export type ParagraphPairs = SentencePair[];
export type FactPairs = z.infer<typeof factPairsSchema>;
export type PairsFile = z.infer<typeof pairsFileSchema>;

/** The paragraphs a fact's pairs cover in `lang`: the summary first, then the explanation. */
export function paragraphsOf(fact: Fact, lang: Lang): string[] | undefined {
  const t = fact.translations[lang];
  return t ? [t.body, ...t.detail] : undefined;
}

/** The stored pairs of a fact as a list of paragraphs, the summary first. */
export function pairedParagraphs(pairs: FactPairs): ParagraphPairs[] {
  return [pairs.body, ...pairs.detail];
}

/** What is wrong with one fact's pairs against its texts; empty when every paragraph rebuilds and every sentence is paired. */
export function pairProblems(fact: Fact, pairs: FactPairs): string[] {
  const problems: string[] = [];
  const paragraphs = pairedParagraphs(pairs);
  const langs = LANGS.filter((l) => fact.translations[l]);
  for (const lang of langs) {
    const texts = paragraphsOf(fact, lang)!;
    if (texts.length !== paragraphs.length) {
      problems.push(`pairs ${paragraphs.length} paragraphs where the ${lang} text has ${texts.length}`);
      continue;
    }
    texts.forEach((text, p) => {
      const where = p === 0 ? "body" : `detail ${p}`;
      const sentences = paragraphs[p]!.flatMap((pair) => pair[lang]);
      sentences.forEach((s, i) => {
        if (s !== s.trim() || s.trim() === "") problems.push(`${where} ${lang} sentence ${i + 1} is empty or has spaces around it`);
      });
      if (sentences.join(" ") !== text)
        problems.push(
          `${where} ${lang}: the ${sentences.length} paired sentences do not rebuild the paragraph (a sentence is unpaired, missing or the text changed)`,
        );
    });
  }
  return problems;
}

/** Where sentence boundaries fall: Intl.Segmenter's, less those after an abbreviation or inside a number. */
const ABBREVIATIONS = /(?:^|[\s(“"'‘])(?:Dr|Mr|Mrs|Ms|St|Mt|Jr|Sr|Prof|vs|etc|approx|c|ca|no|No|Fig|fig|e\.g|i\.e|U\.S|U\.K|a\.m|p\.m)\.$/;

/**
 * A paragraph's sentences, such that joining them with single spaces gives the paragraph back. Splits only
 * where a boundary falls at a space, so "…했다."라고 and 3.5 stay whole, and not after an abbreviation
 * (Dr., c., U.S.) or an initial.
 */
export function splitParagraph(text: string, lang: Lang): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: "sentence" });
  const sentences: string[] = [];
  let current = "";
  for (const { segment } of segmenter.segment(text)) {
    current += segment;
    const trimmed = current.trimEnd();
    const atSpace = trimmed.length < current.length;
    const endsSentence = /[.!?…。]["'”’)\]」』]*$/.test(trimmed);
    if (atSpace && endsSentence && !ABBREVIATIONS.test(trimmed)) {
      sentences.push(trimmed.trim());
      current = "";
    }
  }
  if (current.trim()) sentences.push(current.trim());
  // The segmenter looks past digits and quotes for a lowercase letter ("system. 60 is", "뜻입니다. 'jot and"),
  // so a sentence that opens with one is split off here.
  return sentences.flatMap((s) => {
    const parts: string[] = [];
    let start = 0;
    for (const m of s.matchAll(/(?<=[.!?…]["'”’)\]]*) (?=[0-9'‘"“])/g)) {
      const before = s.slice(start, m.index);
      if (ABBREVIATIONS.test(before)) continue;
      parts.push(before);
      start = m.index + 1;
    }
    parts.push(s.slice(start));
    return parts;
  });
}

/**
 * Pairs two paragraphs' sentences in order: one to one where the counts match, else the alignment
 * (1:1, 1:2, 2:1) whose paired lengths agree best (after Gale & Church, with lengths in each script's own
 * units scaled by the paragraphs' ratio). Where no such alignment exists, the whole paragraph is one pair.
 */
export function alignSentences(a: string[], b: string[]): [string[], string[]][] {
  if (a.length === b.length) return a.map((s, i) => [[s], [b[i]!]]);
  const lenA = a.map((s) => s.length);
  const lenB = b.map((s) => s.length);
  const ratio =
    lenB.reduce((x, y) => x + y, 0) /
    Math.max(
      1,
      lenA.reduce((x, y) => x + y, 0),
    );
  const steps: [number, number][] = [
    [1, 1],
    [1, 2],
    [2, 1],
  ];
  const cost: number[][] = Array.from({ length: a.length + 1 }, () => Array<number>(b.length + 1).fill(Infinity));
  const back: ([number, number] | null)[][] = Array.from({ length: a.length + 1 }, () =>
    Array<[number, number] | null>(b.length + 1).fill(null),
  );
  cost[0]![0] = 0;
  const sum = (lens: number[], from: number, n: number) => lens.slice(from, from + n).reduce((x, y) => x + y, 0);
  for (let i = 0; i <= a.length; i++)
    for (let j = 0; j <= b.length; j++) {
      const here = cost[i]![j]!;
      if (here === Infinity) continue;
      for (const [di, dj] of steps) {
        if (i + di > a.length || j + dj > b.length) continue;
        const la = sum(lenA, i, di) * ratio;
        const lb = sum(lenB, j, dj);
        // Relative length difference, plus a small price on merging so that 1:1 wins a tie.
        const c = here + Math.abs(la - lb) / Math.max(1, (la + lb) / 2) + (di + dj > 2 ? 0.35 : 0);
        if (c < cost[i + di]![j + dj]!) {
          cost[i + di]![j + dj] = c;
          back[i + di]![j + dj] = [di, dj];
        }
      }
    }
  if (cost[a.length]![b.length] === Infinity) return [[a, b]];
  const pairs: [string[], string[]][] = [];
  for (let i = a.length, j = b.length; i > 0 || j > 0;) {
    const [di, dj] = back[i]![j]!;
    pairs.unshift([a.slice(i - di, i), b.slice(j - dj, j)]);
    i -= di;
    j -= dj;
  }
  return pairs;
}

/** A first split and pairing of a fact, for a reviewer to confirm (npm run data:sentence-pairs). */
export function makeFactPairs(fact: Fact): FactPairs {
  const en = paragraphsOf(fact, "en")!;
  const ko = paragraphsOf(fact, "ko")!;
  const paragraphs = en.map((text, p) =>
    alignSentences(splitParagraph(text, "en"), splitParagraph(ko[p]!, "ko")).map(([e, k]) => ({ en: e, ko: k })),
  );
  return { body: paragraphs[0]!, detail: paragraphs.slice(1) };
}

/** The pairs the page shows for one paragraph: the stored ones when they still rebuild the texts, else the paragraph as one pair. */
export function pairsForPage(fact: Fact, pairs: FactPairs | undefined): ParagraphPairs[] {
  const langs = LANGS.filter((l) => fact.translations[l]);
  const texts = langs.map((l) => paragraphsOf(fact, l)!);
  if (pairs && pairProblems(fact, pairs).length === 0) return pairedParagraphs(pairs);
  return texts[0]!.map((_, p) => [
    Object.fromEntries(LANGS.map((l) => [l, fact.translations[l] ? [texts[langs.indexOf(l)]![p]!] : []])) as SentencePair,
  ]);
}
