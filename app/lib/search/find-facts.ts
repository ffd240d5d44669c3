import { convertQwertyToHangul } from "es-hangul";
import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import { jamoOf, koreanStem } from "./korean-stem";
import { romanSkeleton } from "./romanized";
import { searchFacts } from "./search-facts";
import type { SearchIndex } from "./search-index";
import { significantWords } from "./stop-words";
import { closestWord } from "./typo";
import { vocabularyOf } from "./vocabulary";

export interface FoundFact {
  fact: Fact;
  /** Set when the fact was found through its other translation (Korean typed on the English site, say). */
  via?: Lang;
}

export interface Found {
  facts: FoundFact[];
  /** The normalised query the facts were found for: the one typed, or its Hangul or corrected form. */
  query: string;
  /** Other forms of query words the facts were found through (the Hangul a romanized word spells), for marking. */
  alternatives: Map<string, string[]>;
  /** Set when the query was typed with the keyboard in English and the facts are for this Hangul instead. */
  showingFor?: string;
  /** Set when a query that found nothing was corrected (a typo) and the facts are for this spelling. */
  didYouMean?: string;
}

const HANGUL = /[가-힣ㄱ-ㅎㅏ-ㅣ]/;
const LATIN = /[a-z]/;
const LATIN_ONLY = /^[a-z ]+$/;
const COMPLETE_HANGUL = /^[가-힣 ]+$/;
/** Romanized words this short, and Hangul stems of one syllable, match too much to be guessed at. */
const MIN_ROMAN_LETTERS = 3;
const MAX_ALTERNATIVES = 12;

const otherLang = (lang: Lang): Lang => (lang === "en" ? "ko" : "en");

/**
 * Korean stems (of two syllables or more) each Latin word of the query may be a romanization of: 해녀 for
 * haenyeo, 김치 for kimchi or gimchi. On the English site only words that are not English words of the catalogue.
 */
function romanizedAlternatives(index: SearchIndex, lang: Lang, query: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (!LATIN.test(query)) return found;
  const korean = vocabularyOf(index.ko, "ko");
  const english = lang === "en" ? vocabularyOf(index.en, "en") : undefined;
  for (const word of [...significantWords(query), ...(query.includes(" ") ? [query] : [])]) {
    if (!/^[a-z' -]+$/.test(word) || word.replace(/[^a-z]/g, "").length < MIN_ROMAN_LETTERS) continue;
    if (english?.counts.has(word)) continue;
    const stems = (korean.bySkeleton.get(romanSkeleton(word)) ?? []).filter((s) => s.length > 1).slice(0, MAX_ALTERNATIVES);
    if (stems.length > 0) found.set(word, stems);
  }
  return found;
}

/**
 * English words of the catalogue spelled like an unknown Latin query word that romanizes a Korean word of the
 * catalogue (kimchi for gimchi, Busan for Pusan): other romanizations of the same Korean word, not typos.
 */
function englishSpellings(index: SearchIndex, query: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const english = vocabularyOf(index.en, "en");
  const korean = vocabularyOf(index.ko, "ko");
  for (const word of significantWords(query)) {
    if (!/^[a-z]+$/.test(word) || word.length < MIN_ROMAN_LETTERS + 1 || english.counts.has(word)) continue;
    const skeleton = romanSkeleton(word);
    if (!korean.bySkeleton.get(skeleton)?.some((stem) => stem.length > 1)) continue;
    const spellings = (english.bySkeleton.get(skeleton) ?? []).slice(0, MAX_ALTERNATIVES);
    if (spellings.length > 0) found.set(word, spellings);
  }
  return found;
}

/** Facts for the query as typed (with stems and romanizations), then those found through the other translation. */
function findAsTyped(index: SearchIndex, lang: Lang, query: string): Pick<Found, "facts" | "alternatives"> {
  const other = otherLang(lang);
  const romanized = romanizedAlternatives(index, lang, query);
  const alternatives = lang === "ko" || !LATIN.test(query) ? romanized : englishSpellings(index, query);
  const facts: FoundFact[] = searchFacts(index, lang, query, { alternatives }).map(({ fact }) => ({ fact }));
  // The other script, or romanized Korean on the English site: search the other translation too.
  const otherScript = lang === "en" ? HANGUL.test(query) || romanized.size > 0 : LATIN.test(query);
  if (otherScript) {
    const seen = new Set(facts.map((f) => f.fact.path));
    for (const { fact } of searchFacts(index, other, query, { alternatives: lang === "en" ? romanized : new Map() }))
      if (!seen.has(fact.path) && fact.translations[lang]) facts.push({ fact, via: other });
  }
  return { facts, alternatives };
}

/** The Hangul a Latin query spells when typed on a Korean keyboard left in English (gksrmf → 한글), if it is Hangul. */
export function keyboardSlip(query: string): string | null {
  if (!LATIN_ONLY.test(query)) return null;
  const hangul = convertQwertyToHangul(query);
  return COMPLETE_HANGUL.test(hangul) ? hangul : null;
}

/**
 * The query with each word the catalogue does not know replaced by the closest word it does (edits counted
 * in letters, and in 자모 for Korean), or null when nothing was close enough.
 */
export function correctTypos(index: SearchIndex, query: string): string | null {
  let changed = false;
  const words = query.split(" ").map((word) => {
    const korean = /^[가-힣]+$/.test(word);
    if (!korean && !/^[a-z]+$/.test(word)) return word;
    const vocabulary = vocabularyOf(index[korean ? "ko" : "en"], korean ? "ko" : "en");
    const stem = korean ? koreanStem(word) : word;
    if (vocabulary.counts.has(stem)) return word;
    const closest = closestWord(korean ? jamoOf(stem) : stem, vocabulary.words);
    if (!closest) return word;
    changed = true;
    return closest.word;
  });
  return changed ? words.join(" ") : null;
}

/**
 * What a search finds for a normalised query on the `lang` site, in order: the facts for the words as typed
 * (Korean particles stripped, romanized Korean read as Hangul), then those found through the other
 * translation; if there are none, the query read as Hangul typed on an English keyboard; if still none, the
 * query with its typos corrected. A typo correction therefore never outranks what the query finds as typed.
 * `exact` searches the query as typed only (the "search instead for" link).
 */
export function findFacts(index: SearchIndex, lang: Lang, query: string, { exact = false } = {}): Found {
  const asTyped = { query, ...findAsTyped(index, lang, query) };
  if (!query || exact || asTyped.facts.length > 0) return asTyped;
  const hangul = keyboardSlip(query);
  if (hangul) {
    const found = findAsTyped(index, lang, hangul);
    if (found.facts.length > 0) return { query: hangul, ...found, showingFor: hangul };
  }
  const corrected = correctTypos(index, query);
  if (corrected) {
    const found = findAsTyped(index, lang, corrected);
    if (found.facts.length > 0) return { query: corrected, ...found, didYouMean: corrected };
  }
  return asTyped;
}
