import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import { endingAt } from "./korean-stem";
import { isSyllable, isWordStart, nextInitialsMatch, nextMatch, termFor, termNeedles, type Term } from "./matchers";
import { probeFor } from "./ngram-filter";
import { significantWords } from "./stop-words";
import type { IndexedFact, LangIndex, SearchIndex } from "./indexed-fact";

/** Ranks, best first: exact title, title prefix, title word, a whole tag, inside the title, tags, category, body, detail. */
const RANK_COUNT = 9;
/**
 * A Latin query found only as the start of longer words ("bee" in beetle, "art" in artificial) ranks after every
 * fact that has it as a word of its own, wherever: readers who typed a whole word meant that word.
 */
const PREFIX_RANK_OFFSET = RANK_COUNT;
/** Queries of several words that match only word by word rank after every whole-query match. */
const WORDS_RANK_OFFSET = PREFIX_RANK_OFFSET + RANK_COUNT;
/** Every rank is below this: word by word, a word too may be found only as the start of longer words. */
const RANK_LIMIT = WORDS_RANK_OFFSET + PREFIX_RANK_OFFSET + RANK_COUNT;

const HANGUL = /[가-힣]/;

/** True when the term's match at `at` ends where the word does, or where its particle starts. */
function endsWord(text: string, at: number, term: Term): boolean {
  return (
    term.literals.some((l) => text.startsWith(l, at) && (!isSyllable(text[at + l.length]) || endingAt(text, at + l.length))) ||
    (term.bareStems ?? []).some((l) => text.startsWith(l, at))
  );
}

/** True when one of the fact's tags is the term's word or one of its literal forms (or its one-syllable stem: 벌을 → 벌). */
function isWholeTag(entry: IndexedFact, term: Term): boolean {
  const tags = `${entry.text.slice(entry.titleEnd, entry.tagsEnd)}\n`;
  return [...term.literals, ...(term.bareStems ?? [])].some((literal) => tags.includes(`\n${literal}\n`));
}

/** True when one of the fact's Korean key terms (its glossary) is the term's word or its one-syllable stem. */
const isKoreanKeyTerm = (entry: IndexedFact, term: Term) =>
  entry.fact.glossary.some(({ ko }) => ko === term.word || (term.bareStems ?? []).includes(ko));

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
  const korean = HANGUL.test(term.word);
  // One Korean syllable (벌, 개, 배) is also a counter, a suffix or a verb's stem in many a title (파업을 벌였다,
  // 수백만 개): a fact tagged with the word is about it, so its tag ranks with a title that begins with the word,
  // and a key term that is the word (용 for a dragon) with a title word.
  const syllable = korean && (term.word.length === 1 || term.bareStems !== undefined);
  if (syllable && first < entry.tagsEnd && isWholeTag(entry, term)) return 1;
  if (syllable && isKoreanKeyTerm(entry, term)) return 2;
  if (first < titleEnd) {
    // In a title, a Latin word counts from its start; a Korean one must be a word of its own (꿀은, not 꿀벌).
    for (let at = first; at >= 0 && at < titleEnd; at = nextMatch(text, term, at + 1))
      if (isWordStart(text, at) && (!korean || endsWord(text, at, term))) return at === 0 && !syllable ? 1 : 2;
  }
  // A tag that is the word itself (구리) says more than the word inside a title's word (개구리).
  if (first < entry.tagsEnd && isWholeTag(entry, term)) return 3;
  if (first < titleEnd) return 4;
  return first < entry.tagsEnd ? 5 : first < entry.categoryEnd ? 6 : first < entry.bodyEnd ? 7 : 8;
}

/** A term with what the cheap first pass needs: n-gram probes of its needles, or its 초성. */
interface PreparedTerm {
  term: Term;
  /** The term with Latin matched as whole words only, when it has Latin to match. */
  whole?: Term;
  probes: number[][];
}

const LATIN = /[a-z0-9\u00c0-\u024f]/;

const prepare = (word: string, alternatives?: ReadonlyMap<string, readonly string[]>): PreparedTerm => {
  const term = termFor(word, alternatives?.get(word));
  return { term, ...(LATIN.test(word) ? { whole: { ...term, whole: true } } : {}), probes: termNeedles(term).map(probeFor) };
};

/** The rank of a term in one fact: as whole words first, else as the start of longer ones; -1 if neither. */
function termRank(entry: IndexedFact, { term, whole }: PreparedTerm): number {
  if (!whole) return rankOf(entry, term);
  const asWords = rankOf(entry, whole);
  if (asWords >= 0) return asWords;
  const asStart = rankOf(entry, term);
  return asStart < 0 ? -1 : PREFIX_RANK_OFFSET + asStart;
}

/** True when the fact matched a loose term (a stem, a romanized or corrected form) but not the word as typed. */
const onlyLoosely = (entry: IndexedFact, terms: readonly Term[]) => terms.some((t) => t.loose && !entry.text.includes(t.word));

/** The cheap first pass: can this fact match the term at all? */
function mayMatch(index: LangIndex, i: number, { term, probes }: PreparedTerm): boolean {
  if (term.initials !== undefined) return index.entries[i]!.initials.includes(term.initials);
  return probes.some((p) => index.filter.mayContain(i, p));
}

/** True when a hit's rank says its Latin words were found only as the start of longer words (bee in beetle). */
export const onlyAsWordStart = (rank: number) =>
  (rank >= PREFIX_RANK_OFFSET && rank < WORDS_RANK_OFFSET) || rank >= WORDS_RANK_OFFSET + PREFIX_RANK_OFFSET;

export interface SearchHit {
  fact: Fact;
  rank: number;
}

export interface SearchOptions {
  /** Other forms to accept for a query word (or the whole query): the Hangul a romanized word spells, say. */
  alternatives?: ReadonlyMap<string, readonly string[]>;
}

/**
 * Facts translated into `lang` that match the normalised query: the whole query as a phrase in any field,
 * or else every word somewhere (any order; English stop words skipped when other words are there). Words
 * match literally (case-insensitive, NFC, English plurals folded; Latin at word starts, Hangul anywhere), as
 * 초성 (ㅎㄴ → 허니) in titles and tags, with a half-typed last syllable (꿀벌ㄷ), or without a Korean
 * particle (거북선의 → 거북선).
 * Best rank first, then newest (the index keeps the catalogue's newest-first order, so ranks are buckets);
 * within a rank, facts that hold the words as typed come before those found only through another form.
 */
export function searchFacts(searchIndex: SearchIndex, lang: Lang, query: string, { alternatives }: SearchOptions = {}): SearchHit[] {
  if (!query) return [];
  const index = searchIndex[lang];
  const phrase = prepare(query, alternatives);
  const words = significantWords(query);
  // Word by word when the query has several words, or had stop words taken out.
  const wordTerms = words.length > 1 || words[0] !== query ? words.map((w) => prepare(w, alternatives)) : [];
  // Two buckets a rank: facts holding the words as typed, then those found only through another form.
  const buckets: SearchHit[][] = Array.from({ length: 2 * RANK_LIMIT }, () => []);
  const { entries } = index;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const rank = mayMatch(index, i, phrase) ? termRank(entry, phrase) : -1;
    if (rank >= 0) {
      buckets[2 * rank + (phrase.term.loose && onlyLoosely(entry, [phrase.term]) ? 1 : 0)]!.push({ fact: entry.fact, rank });
      continue;
    }
    if (wordTerms.length === 0 || !wordTerms.every((t) => mayMatch(index, i, t))) continue;
    // Ranked by the word found in the weakest place: "sky blue" with both words in a title comes before a title
    // with "blue" whose "sky" is in the body.
    let weakest = 0;
    for (const word of wordTerms) {
      const r = termRank(entry, word);
      if (r < 0) {
        weakest = -1;
        break;
      }
      weakest = Math.max(weakest, r);
    }
    if (weakest < 0) continue;
    const loose = onlyLoosely(
      entry,
      wordTerms.map((t) => t.term),
    );
    buckets[2 * (WORDS_RANK_OFFSET + weakest) + (loose ? 1 : 0)]!.push({ fact: entry.fact, rank: WORDS_RANK_OFFSET + weakest });
  }
  return buckets.flat();
}
