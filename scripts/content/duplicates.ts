// The duplicate check of issue #23: two facts whose claims overlap, judged by what they are about (title,
// summary, tags and SEO keywords, in every language), and one slug filed under two categories. A pair an editor has
// linked on purpose (data/linked-facts.json: the same subject seen from distinct angles) is not reported.
import * as z from "zod";
import type { Fact, FactTranslation } from "../../app/lib/catalogue/schema";
import { LANGS, type Lang } from "../../app/lib/i18n/languages";
import { isStopWord } from "../../app/lib/search/stop-words";
import type { ContentProblem } from "./waivers";

/**
 * Mean Jaccard similarity (over the languages both facts have) of their topic terms from which two facts are
 * reported. Tuned on the catalogue: of today's 192 facts and of the 360 with issue #23's, the highest unlinked
 * pair scores 0.23 (Olympus Mons and Mauna Kea), the linked sharks pair 0.32. A real fact rewritten under
 * another title, in other words, scores 0.29 to 0.41 (duplicates.test.ts).
 */
export const DUPLICATE_THRESHOLD = 0.27;

const factPath = z.string().regex(/^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/, "must be a fact path like /fact/space/venus-day");
export const linkSchema = z.strictObject({
  paths: z.tuple([factPath, factPath]).refine(([a, b]) => a !== b, "must name two different facts"),
  reason: z.string().trim().min(20, "must say, in a sentence, how the two facts differ in angle"),
});
export type FactLink = z.infer<typeof linkSchema>;

const WORD = /[\p{L}\p{N}]+/gu;
const HANGUL = /\p{Script=Hangul}/u;

/** English words folded to a rough stem (plural s dropped), stop words left out. */
function englishTerms(text: string): string[] {
  return (text.normalize("NFC").toLowerCase().match(WORD) ?? [])
    .filter((w) => w.length > 1 && !isStopWord(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/** Korean words as character bigrams (particles and endings stick to words, bigrams see through them). */
function koreanTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.normalize("NFC").toLowerCase().match(WORD) ?? []) {
    if (!HANGUL.test(word) || word.length < 3) terms.push(word);
    else for (let i = 0; i + 2 <= word.length; i++) terms.push(word.slice(i, i + 2));
  }
  return terms;
}

/**
 * What a translation is about: the terms of its title, summary, tags and SEO keywords. The summary states the
 * claim: two facts on one subject with different claims (two rockets, two long-lived animals) share the
 * subject's words but not the claim's, while a rewrite of the same claim shares both.
 */
export function topicTerms(t: Pick<FactTranslation, "title" | "body" | "tags" | "seoKeywords">, lang: Lang): Set<string> {
  const text = [t.title, t.body, ...t.tags, ...t.seoKeywords].join("\n");
  return new Set(lang === "ko" ? koreanTerms(text) : englishTerms(text));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

type Topics = Partial<Record<Lang, Set<string>>>;

function topicsOf(fact: Fact): Topics {
  const topics: Topics = {};
  for (const lang of LANGS) {
    const t = fact.translations[lang];
    if (t) topics[lang] = topicTerms(t, lang);
  }
  return topics;
}

/** How much two facts' topics overlap: the mean over their shared languages (0 when they share none). */
export function topicSimilarity(a: Topics, b: Topics): number {
  const scores = LANGS.filter((l) => a[l] && b[l]).map((l) => jaccard(a[l]!, b[l]!));
  return scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + s, 0) / scores.length;
}

export interface SimilarPair {
  a: Fact;
  b: Fact;
  score: number;
}

/** Every pair of facts at or above `threshold`, most similar first. */
export function similarPairs(facts: readonly Fact[], threshold: number): SimilarPair[] {
  const topics = facts.map(topicsOf);
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < facts.length; i++)
    for (let j = i + 1; j < facts.length; j++) {
      const score = topicSimilarity(topics[i]!, topics[j]!);
      if (score >= threshold) pairs.push({ a: facts[i]!, b: facts[j]!, score });
    }
  return pairs.sort((x, y) => y.score - x.score);
}

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/**
 * The duplicate problems of a catalogue: pairs whose topics overlap and slugs filed under two categories,
 * except pairs linked on purpose; plus the links that name a fact that does not exist.
 */
export function duplicateProblems(facts: readonly Fact[], links: readonly FactLink[], threshold = DUPLICATE_THRESHOLD): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const paths = new Set(facts.map((f) => f.path));
  const linked = new Set<string>();
  for (const { paths: pair } of links) {
    for (const p of pair)
      if (!paths.has(p))
        problems.push({ path: p, field: "(fact)", check: "duplicates", message: "is linked in linked-facts but does not exist" });
    linked.add(pairKey(...pair));
  }
  const reported = new Set<string>();
  const bySlug = new Map<string, Fact[]>();
  for (const fact of facts) bySlug.set(fact.slug, [...(bySlug.get(fact.slug) ?? []), fact]);
  for (const same of bySlug.values())
    for (let i = 0; i < same.length; i++)
      for (let j = i + 1; j < same.length; j++) {
        const [a, b] = [same[i]!, same[j]!];
        const key = pairKey(a.path, b.path);
        if (linked.has(key)) continue;
        reported.add(key);
        problems.push({
          path: a.path,
          field: "(fact)",
          check: "duplicates",
          message: `is also filed under ${b.category} (${b.path}): merge them, or link them with distinct angles`,
        });
      }
  for (const { a, b, score } of similarPairs(facts, threshold)) {
    const key = pairKey(a.path, b.path);
    if (linked.has(key) || reported.has(key)) continue;
    problems.push({
      path: a.path,
      field: "(fact)",
      check: "duplicates",
      message: `overlaps ${b.path} (topic similarity ${score.toFixed(2)} ≥ ${threshold}): rewrite one, or link them with distinct angles`,
    });
  }
  return problems;
}
