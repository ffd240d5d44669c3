import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import { isWordStart, nextInitialsMatch, nextMatch, termFor, termNeedles, type Term } from "./matchers";
import { probeFor } from "./ngram-filter";
import { significantWords } from "./stop-words";
import type { IndexedFact, LangIndex, SearchIndex } from "./search-index";

/** Ranks, best first: exact title, title prefix, title word, inside the title, tags, category, body, detail. */
const RANK_COUNT = 8;
/** Queries of several words that match only word by word rank after every whole-query match. */
const WORDS_RANK_OFFSET = RANK_COUNT;

/** Rank of the term in one fact, or -1 when it matches nowhere. */
function rankOf(entry: IndexedFact, term: Term): number {
  if (entry.title === term.word) return 0;
  const { text, titleEnd } = entry;
  if (term.initials !== undefined) {
    const at = nextInitialsMatch(text, entry.initials, term.initials, 0);
    return at < 0 ? -1 : at === 0 ? 1 : at < titleEnd ? 2 : 4;
  }
  const first = nextMatch(text, term, 0);
  if (first < 0) return -1;
  if (first === 0) return 1;
  if (first < titleEnd) {
    for (let at = first; at >= 0 && at < titleEnd; at = nextMatch(text, term, at + 1)) if (isWordStart(text, at)) return 2;
    return 3;
  }
  return first < entry.tagsEnd ? 4 : first < entry.categoryEnd ? 5 : first < entry.bodyEnd ? 6 : 7;
}

/** A term with what the cheap first pass needs: n-gram probes of its needles, or its 초성. */
interface PreparedTerm {
  term: Term;
  probes: number[][];
}

const prepare = (word: string): PreparedTerm => {
  const term = termFor(word);
  return { term, probes: termNeedles(term).map(probeFor) };
};

/** The cheap first pass: can this fact match the term at all? */
function mayMatch(index: LangIndex, i: number, { term, probes }: PreparedTerm): boolean {
  if (term.initials !== undefined) return index.entries[i]!.initials.includes(term.initials);
  return probes.some((p) => index.filter.mayContain(i, p));
}

export interface SearchHit {
  fact: Fact;
  rank: number;
}

/**
 * Facts translated into `lang` that match the normalised query: the whole query as a phrase in any field,
 * or else every word somewhere (any order; English stop words skipped when other words are there). Words
 * match literally (case-insensitive, NFC, English plurals folded; Latin at word starts, Hangul anywhere), as
 * 초성 (ㅎㄴ → 허니) in titles and tags, or with a half-typed last syllable (꿀벌ㄷ).
 * Best rank first, then newest (the index keeps the catalogue's newest-first order, so ranks are buckets).
 */
export function searchFacts(searchIndex: SearchIndex, lang: Lang, query: string): SearchHit[] {
  if (!query) return [];
  const index = searchIndex[lang];
  const phrase = prepare(query);
  const words = significantWords(query);
  // Word by word when the query has several words, or had stop words taken out.
  const wordTerms = words.length > 1 || words[0] !== query ? words.map(prepare) : [];
  const buckets: SearchHit[][] = Array.from({ length: 2 * RANK_COUNT }, () => []);
  const { entries } = index;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const rank = mayMatch(index, i, phrase) ? rankOf(entry, phrase.term) : -1;
    if (rank >= 0) {
      buckets[rank]!.push({ fact: entry.fact, rank });
      continue;
    }
    if (wordTerms.length === 0 || !wordTerms.every((t) => mayMatch(index, i, t))) continue;
    let best = RANK_COUNT;
    for (const { term } of wordTerms) {
      const r = rankOf(entry, term);
      if (r < 0) {
        best = -1;
        break;
      }
      best = Math.min(best, r);
    }
    if (best >= 0) buckets[WORDS_RANK_OFFSET + best]!.push({ fact: entry.fact, rank: WORDS_RANK_OFFSET + best });
  }
  return buckets.flat();
}
