import { convertQwertyToHangul } from "es-hangul";
import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import { jamoOf, koreanStem } from "./korean-stem";
import { hasBareStem } from "./matchers";
import { romanKey, romanKeysOf, romanSkeleton } from "./romanized";
import { onlyAsWordStart, searchFacts } from "./search-facts";
import type { SearchIndex } from "./indexed-fact";
import { significantWords } from "./stop-words";
import { closestWord } from "./typo";
import { vocabularyOf, type Vocabulary } from "./vocabulary";

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
const COMPLETE_HANGUL = /^[가-힣 ]+$/;
/** Romanized words this short match too much to be read by their skeleton (a near spelling). */
const MIN_ROMAN_LETTERS = 3;
/** …or read at all: a single letter spells too many syllables. */
const MIN_EXACT_ROMAN_LETTERS = 2;
const MAX_ALTERNATIVES = 12;

const otherLang = (lang: Lang): Lang => (lang === "en" ? "ko" : "en");

/** Latin letters (McCune–Reischauer's ŏ and ŭ too), apostrophes, hyphens and spaces. */
const ROMANIZABLE = /^[a-z\u00c0-\u024f'’ -]+$/;

/** How far a romanized query is read as Korean: not at all, only as the words it spells exactly, or also as near spellings. */
type Romanize = false | "exact" | "fuzzy";

/** The Latin words of a query that may be romanized Korean: each word, and the whole query when it has several (kkul beol: 꿀벌). */
const romanizableWords = (query: string) =>
  [...significantWords(query), ...(query.includes(" ") ? [query] : [])].filter((word) => ROMANIZABLE.test(word));

/** The Korean words a Latin word spells exactly: as written if any, else as said (bada: 바다, not 받아; useum: 웃음). */
function spelledExactly(korean: Vocabulary, word: string): string[] {
  const key = romanKey(word);
  return korean.byRomanKey.written.get(key) ?? korean.byRomanKey.said.get(key) ?? [];
}

/**
 * The Korean words each Latin word of the query may be a romanization of. Read `exact`ly, a word is the Korean
 * words it spells in Revised Romanization, as written or as said, or in McCune–Reischauer, popular spellings
 * folded (kkul, ggul: 꿀; dal, tal: 달; kkachi: 까치, never 까지), one syllable too from two letters; read `fuzzy`,
 * also those of two syllables or more whose skeleton it shares (romanSkeleton: Chosun for 조선), from three
 * letters. A word the English text of the catalogue has is read so only where the facts that say it say the
 * Korean word too (kimchi and 김치): "moon" on the Korean site is the moon, found through the English text, not
 * 문 or 모은, whose facts would otherwise come first. On the English site such words are not read as Korean at all.
 */
function romanizedAlternatives(index: SearchIndex, lang: Lang, query: string, mode: "exact" | "fuzzy"): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (!LATIN.test(query)) return found;
  const korean = vocabularyOf(index.ko, "ko");
  const english = vocabularyOf(index.en, "en");
  for (const word of romanizableWords(query)) {
    const letters = romanKey(word).length;
    if (letters < MIN_EXACT_ROMAN_LETTERS) continue;
    const englishWord = english.counts.has(word);
    if (englishWord && lang === "en") continue;
    const exact = spelledExactly(korean, word);
    const near =
      mode === "fuzzy" && letters >= MIN_ROMAN_LETTERS
        ? (korean.bySkeleton.get(romanSkeleton(word)) ?? []).filter((s) => s.length > 1)
        : [];
    let stems = [...new Set([...exact, ...near])].slice(0, MAX_ALTERNATIVES);
    if (englishWord && stems.length > 0) stems = stemsBesideWord(index, word, stems);
    if (stems.length > 0) found.set(word, stems);
  }
  return found;
}

/**
 * Those of `stems` that the Korean text says in at least half the facts whose English text says `word`: a
 * Korean word written in English (kimchi and 김치 in both of theirs), not a chance meeting (모은 in 2 of the 26
 * facts that say "moon").
 */
function stemsBesideWord(index: SearchIndex, word: string, stems: string[]): string[] {
  const withWord = new Set(searchFacts(index, "en", word).map((hit) => hit.fact.path));
  const texts = index.ko.entries.filter((entry) => withWord.has(entry.fact.path)).map((entry) => entry.text);
  const says = (text: string, stem: string) => (stem.length === 1 ? hasBareStem(text, stem) : text.includes(stem));
  return stems.filter((stem) => 2 * texts.filter((text) => says(text, stem)).length >= texts.length);
}

/**
 * English words of the catalogue spelled like an unknown Latin query word that romanizes a Korean word of the
 * catalogue (kimchi for gimchi, Busan for Pusan): other romanizations of the same Korean word, not typos. Read
 * `exact`ly, only English words that are a romanization of one of the Korean words the query word spells exactly;
 * `fuzzy`, any English word with its skeleton.
 */
function englishSpellings(index: SearchIndex, query: string, mode: "exact" | "fuzzy"): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const english = vocabularyOf(index.en, "en");
  const korean = vocabularyOf(index.ko, "ko");
  for (const word of significantWords(query)) {
    if (!/^[a-z]+$/.test(word) || word.length < MIN_ROMAN_LETTERS + 1 || english.counts.has(word)) continue;
    let spellings: string[];
    if (mode === "exact") {
      const keys = new Set(spelledExactly(korean, word).flatMap((stem) => romanKeysOf(stem).written));
      spellings = [...keys].flatMap((key) => english.byRomanKey.written.get(key) ?? []);
    } else {
      const skeleton = romanSkeleton(word);
      if (!korean.bySkeleton.get(skeleton)?.some((stem) => stem.length > 1)) continue;
      spellings = english.bySkeleton.get(skeleton) ?? [];
    }
    spellings = [...new Set(spellings)].slice(0, MAX_ALTERNATIVES);
    if (spellings.length > 0) found.set(word, spellings);
  }
  return found;
}

/**
 * Facts for the query as typed (Korean particles stripped), and those found through the other translation, in
 * one order of rank (where the words matched: title, tags, body…), this site's first on a tie: "water" on the
 * Korean site puts the facts titled with it before one whose Korean text only names K-water.
 * With `romanize`, Latin words are also read as romanized Korean: on the Korean site through the Korean text,
 * on the English site through the Korean text and the English spellings of the same Korean word.
 */
function findAsTyped(
  index: SearchIndex,
  lang: Lang,
  query: string,
  { romanize }: { romanize: Romanize },
): Pick<Found, "facts" | "alternatives"> {
  const other = otherLang(lang);
  const none = new Map<string, string[]>();
  const romanized = romanize ? romanizedAlternatives(index, lang, query, romanize) : none;
  const alternatives = lang === "ko" ? romanized : romanize ? englishSpellings(index, query, romanize) : none;
  const here = searchFacts(index, lang, query, { alternatives });
  // The other script, or romanized Korean on the English site: search the other translation too.
  const otherScript = lang === "en" ? HANGUL.test(query) || romanized.size > 0 : LATIN.test(query);
  if (!otherScript) return { facts: here.map(({ fact }) => ({ fact })), alternatives };
  const seen = new Set(here.map((hit) => hit.fact.path));
  // A Latin word read as the Korean it spells is not also looked for as the start of English words (dal in dalton).
  const readAsKorean = lang === "ko" && romanized.size > 0;
  const there = searchFacts(index, other, query, { alternatives: lang === "en" ? romanized : none }).filter(
    (hit) => !seen.has(hit.fact.path) && hit.fact.translations[lang] && !(readAsKorean && onlyAsWordStart(hit.rank)),
  );
  // Both lists are in order of rank already: merge them.
  const facts: FoundFact[] = [];
  for (let i = 0, j = 0; i < here.length || j < there.length;)
    if (j >= there.length || (i < here.length && here[i]!.rank <= there[j]!.rank)) facts.push({ fact: here[i++]!.fact });
    else facts.push({ fact: there[j++]!.fact, via: other });
  return { facts, alternatives };
}

/**
 * The Hangul a Latin query spells when typed on a Korean keyboard left in English (gksrmf → 한글, tjdTl → 성씨
 * with Shift), if it spells whole syllables. `typed` is the query before folding, for its capitals.
 */
export function keyboardSlip(typed: string): string | null {
  const query = typed.trim().replace(/\s+/g, " ");
  if (!/^[a-zA-Z ]+$/.test(query)) return null;
  try {
    const hangul = convertQwertyToHangul(query);
    return COMPLETE_HANGUL.test(hangul) ? hangul : null;
  } catch {
    // es-hangul throws on some letter sequences it cannot assemble (ㅗ + ㅗㅐ): those are not Hangul.
    return null;
  }
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
 * (Korean particles stripped; on the Korean site, romanized Korean read as the Hangul it spells exactly), then
 * those found through the other translation; if there are none, on the English site the words read as the
 * Hangul they spell exactly; then the query read as Hangul typed on an English keyboard, the romanized words
 * read by their near spellings too, and the query with its typos corrected (on the Korean site in that order;
 * on the English site the typo first, then the keyboard, then near spellings). A near spelling or a typo
 * correction therefore never outranks what an exact reading finds, nor brings in other words beside it.
 * `exact` searches the query as typed only (the "search instead for" link); `typed` is the query before
 * folding (its capitals are Shift on a Korean keyboard).
 */
export function findFacts(index: SearchIndex, lang: Lang, query: string, { exact = false, typed = query } = {}): Found {
  // Romanized Korean is read at once on the Korean site; on the English site, only once the words as typed
  // found nothing (an unknown word there is more often an English typo, octapus, which no Korean word spells).
  const first = { query, ...findAsTyped(index, lang, query, { romanize: lang === "ko" ? "exact" : false }) };
  if (!query || exact) return first;
  const hangul = keyboardSlip(typed);
  // Letters that spell whole Hangul syllables on a Korean keyboard are rarely English or romanized Korean:
  // they are read as Hangul unless the catalogue has the words as typed.
  const onlyGuessed = () => first.alternatives.size > 0 && findAsTyped(index, lang, query, { romanize: false }).facts.length === 0;
  if (first.facts.length > 0 && !(hangul && onlyGuessed())) return first;
  const latin = LATIN.test(query);
  const asRomanized = (romanize: "exact" | "fuzzy"): Found | null => {
    if (!latin) return null;
    const found = findAsTyped(index, lang, query, { romanize });
    return found.facts.length > 0 ? { query, ...found } : null;
  };
  const asHangul = (): Found | null => {
    if (!hangul) return null;
    const found = findAsTyped(index, lang, hangul, { romanize: false });
    return found.facts.length > 0 ? { query: hangul, ...found, showingFor: hangul } : null;
  };
  const asCorrected = (): Found | null => {
    const corrected = correctTypos(index, query);
    if (!corrected) return null;
    const found = findAsTyped(index, lang, corrected, { romanize: false });
    return found.facts.length > 0 ? { query: corrected, ...found, didYouMean: corrected } : null;
  };
  // On the Korean site a Latin word that spells Hangul is a keyboard left in English; on the English site it is
  // far more often an English typo (shrk is "shark", not 노가), so the typo is tried first there.
  const order =
    lang === "ko"
      ? [asHangul, () => (first.facts.length > 0 ? first : null), () => asRomanized("fuzzy"), asCorrected]
      : [() => asRomanized("exact"), asCorrected, asHangul, () => asRomanized("fuzzy")];
  for (const next of order) {
    const found = next();
    if (found) return found;
  }
  return first;
}
