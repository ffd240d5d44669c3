import type { Lang } from "../i18n/languages";
import type { Catalogue } from "./catalogue";
import { sampleRandom, type Rng } from "./random";
import type { Fact } from "./schema";

/** Each fact's topics per language, folded once: they are the same on every request while the catalogue is loaded. */
const topicsByFact = new WeakMap<Fact, Partial<Record<Lang, Set<string>>>>();

/** A fact's topics in one language: its tags and its key terms, folded (NFC, lower case). */
function topicsOf(fact: Fact, lang: Lang): Set<string> {
  const byLang = topicsByFact.get(fact) ?? {};
  topicsByFact.set(fact, byLang);
  const tags = fact.translations[lang]?.tags ?? [];
  return (byLang[lang] ??= new Set(
    [...tags, ...fact.glossary.map((term) => term[lang])].map((topic) => topic.normalize("NFC").toLowerCase()),
  ));
}

/** How many of the catalogue's facts in each language have each topic: a rare topic shared says more. */
const topicCounts = new WeakMap<Catalogue, Map<Lang, Map<string, number>>>();

function countsOf(catalogue: Catalogue, lang: Lang): Map<string, number> {
  const byLang = topicCounts.get(catalogue) ?? new Map<Lang, Map<string, number>>();
  topicCounts.set(catalogue, byLang);
  let counts = byLang.get(lang);
  if (!counts) {
    counts = new Map();
    for (const fact of catalogue.facts)
      if (fact.translations[lang]) for (const topic of topicsOf(fact, lang)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    byLang.set(lang, counts);
  }
  return counts;
}

/**
 * Up to `count` of `candidates` that share topics with `fact` (tags and key terms in `lang`), most shared first,
 * each shared topic weighing 1 / the number of facts that have it (Venus's other facts before those that only
 * share "planets"); the rest of the places go to the others in `rng`'s order. Ties keep `rng`'s order too.
 */
function closestFirst(catalogue: Catalogue, fact: Fact, candidates: readonly Fact[], lang: Lang, count: number, rng: Rng): Fact[] {
  const counts = countsOf(catalogue, lang);
  const mine = topicsOf(fact, lang);
  const shuffled = sampleRandom(candidates, candidates.length, rng);
  const scored = shuffled.map((candidate) => {
    let score = 0;
    for (const topic of topicsOf(candidate, lang)) if (mine.has(topic)) score += 1 / (counts.get(topic) ?? 1);
    return { candidate, score };
  });
  // A stable sort: equal scores, those sharing nothing included, stay in `rng`'s order.
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.candidate);
}

/**
 * Related and other facts around one fact, translated into `lang`: related ones from its category, those sharing
 * the most topics with it first (then random ones), and others from the other categories, at random.
 */
export function pickNeighbours(
  catalogue: Catalogue,
  fact: Fact,
  lang: Lang,
  { related = 4, other = 5, rng = Math.random }: { related?: number; other?: number; rng?: Rng } = {},
): { related: Fact[]; other: Fact[] } {
  const translated = catalogue.facts.filter((f) => f.translations[lang] && f.path !== fact.path);
  // Other topics: one fact from each other category (in random order) before any category repeats.
  const byCategory = sampleRandom(
    catalogue.categories.filter((c) => c.slug !== fact.category),
    catalogue.categories.length,
    rng,
  ).map((c) =>
    sampleRandom(
      translated.filter((f) => f.category === c.slug),
      other,
      rng,
    ),
  );
  const spread: Fact[] = [];
  for (let round = 0; spread.length < other && byCategory.some((list) => list.length > round); round++)
    for (const list of byCategory) if (list[round] && spread.length < other) spread.push(list[round]!);
  return {
    related: closestFirst(
      catalogue,
      fact,
      translated.filter((f) => f.category === fact.category),
      lang,
      related,
      rng,
    ),
    other: spread,
  };
}
