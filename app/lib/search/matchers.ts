import { disassemble, getChoseong } from "es-hangul";
import { koreanStems, onlyEndingsAt } from "./korean-stem";

/** [start, end) positions of a match in a folded text. */
export type Range = [number, number];

/** Finds one query word in a folded text. `choseong` is the text's initial-consonant shadow (same length). */
export type Matcher = (text: string, choseong?: string) => Range[];

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const LONE_JAMO_AT_END = /^(.*[가-힣])([ㄱ-ㅎ])$/;
const HANGUL_SYLLABLE = /[가-힣]/;
/** A letter or digit of any script: a word starts where the character before is not one. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Latin letters and digits match at word starts only ("hon" is not in "marathon"); Hangul anywhere (조사 follow words). */
const STARTS_LATIN = /^[a-z0-9\u00c0-\u024f]/;

export const isSyllable = (ch: string | undefined) => ch !== undefined && ch >= "가" && ch <= "힣";

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** Initial consonant (as a char code) of each syllable met so far: es-hangul is asked once per syllable. */
const initialCodes = new Uint16Array(LAST_SYLLABLE - FIRST_SYLLABLE + 1);

/** Each Hangul syllable replaced by its initial consonant; everything else kept, so positions line up. */
export function choseongShadow(text: string): string {
  if (!HANGUL_SYLLABLE.test(text)) return text;
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) codes[i] = code;
    else codes[i] = initialCodes[code - FIRST_SYLLABLE] ||= getChoseong(text[i]!).charCodeAt(0);
  }
  return new TextDecoder("utf-16le").decode(codes);
}

export const isWordStart = (text: string, at: number) => at === 0 || !WORD_CHARACTER.test(text[at - 1] ?? "");

/** What may follow a Latin word that ends where it stands: nothing of a word, or an English plural or possessive. */
const LATIN_WORD_END = /^(?:s|'s|’s)?(?![\p{L}\p{N}])/u;
/** …and "es" after the endings that take it (boxes, churches, buses), not after any letters (shar + es). */
const LATIN_WORD_END_ES = /^(?:e?s|'s|’s)?(?![\p{L}\p{N}])/u;
const TAKES_ES = /(?:s|x|z|ch|sh|o)$/;

/**
 * How the Latin `literal` at `at` ends: the length of the plural or possessive that closes it as a whole word (0
 * for none: bee, 1: bees, 2: bee's), or -1 when it is the start of a longer word (beetle).
 */
function wordEndAfter(text: string, at: number, literal: string): number {
  const end = (TAKES_ES.test(literal) ? LATIN_WORD_END_ES : LATIN_WORD_END).exec(text.slice(at + literal.length, at + literal.length + 4));
  return end ? end[0].length : -1;
}

/** True when the Latin `literal` at `at` is a whole word there (bee, bees, bee's), not the start of a longer one (beetle). */
const isWholeLatinWord = (text: string, at: number, literal: string) => wordEndAfter(text, at, literal) >= 0;

/**
 * The next index of `literal` in `text` at or after `from` where it may match: any for Hangul, word starts for
 * Latin, and for a Latin form other than the word as typed (`whole`: a singular folded from a plural, a spelling
 * found elsewhere) whole words only, so "mars" folded to "mar" does not find Mariana.
 */
function nextLiteral(text: string, literal: string, from: number, whole = false): number {
  const latin = STARTS_LATIN.test(literal);
  let at = text.indexOf(literal, from);
  while (latin && at >= 0 && !(isWordStart(text, at) && (!whole || isWholeLatinWord(text, at, literal))))
    at = text.indexOf(literal, at + 1);
  return at;
}

/**
 * One query word, as the forms it may take in a text: literally with English plural variants, as 초성
 * (`ㅎㄴ` → 허니, only where a shadow is given), or with a half-typed last syllable (`꿀벌ㄷ` → 꿀벌들).
 */
export interface Term {
  word: string;
  /** Literal forms: the word and its plural/singular variants. Empty for 초성-only words. */
  literals: string[];
  /** The consonants of a 초성-only word. */
  initials?: string;
  /** A word ending in a lone consonant: its complete part and the jamo the next syllable must start with. */
  halfTyped?: { complete: string; jamo: string };
  /**
   * One-syllable stems of a Korean word with a particle (꿀을 → 꿀): matched only as a whole word, bare or
   * with a particle of its own, since one syllable alone is inside too many words. Longer stems are literals.
   */
  bareStems?: string[];
  /** True when the term has forms other than the word as typed (stems, romanized or corrected spellings). */
  loose?: boolean;
  /** Every Latin form matches whole words only, the word as typed too ("bee" in bees, not in beetle). */
  whole?: boolean;
}

/** English plural/singular variants of one query word: sharks ↔ shark, flies ↔ fly, boxes ↔ box. */
export function wordVariants(word: string): string[] {
  const variants = [word];
  if (/^[a-z]{4,}$/.test(word)) {
    if (word.endsWith("ies")) variants.push(`${word.slice(0, -3)}y`);
    else if (word.endsWith("es")) variants.push(word.slice(0, -2), word.slice(0, -1));
    else if (word.endsWith("s") && !word.endsWith("ss")) variants.push(word.slice(0, -1));
  }
  return variants;
}

/**
 * How one folded query word is searched: its literal forms, Korean stems without particles (거북선의 → 거북선),
 * and any `alternatives` found for it elsewhere (the Hangul a romanized word spells, a corrected spelling).
 */
export function termFor(word: string, alternatives: readonly string[] = []): Term {
  if (CHOSEONG_ONLY.test(word)) return { word, literals: [], initials: word };
  const half = LONE_JAMO_AT_END.exec(word);
  const stems = koreanStems(word);
  // A one-syllable Korean form (꿀 for kkul) is a word of its own, like a one-syllable stem.
  const oneSyllable = (s: string) => s.length === 1 && isSyllable(s);
  const literals = [
    ...new Set([...wordVariants(word), ...stems.filter((s) => s.length > 1), ...alternatives.filter((a) => !oneSyllable(a))]),
  ];
  const bareStems = [...new Set([...stems.filter((s) => s.length === 1), ...alternatives.filter(oneSyllable)])];
  return {
    word,
    literals,
    ...(half ? { halfTyped: { complete: half[1]!, jamo: half[2]! } } : {}),
    ...(bareStems.length > 0 ? { bareStems } : {}),
    ...(stems.length > 0 || alternatives.length > 0 ? { loose: true } : {}),
  };
}

/** Substrings every text matching the term contains one of (for a cheap first pass). None for 초성 terms. */
export function termNeedles(term: Term): string[] {
  return [...term.literals, ...(term.halfTyped ? [term.halfTyped.complete] : []), ...(term.bareStems ?? [])];
}

/** True when the one-syllable `stem` stands in `text` as a word of its own (bare, or with a particle). */
export const hasBareStem = (text: string, stem: string) => nextBareStem(text, stem, 0) >= 0;

/** Where a one-syllable stem next stands as a word of its own (bare, or with a particle), or -1. */
function nextBareStem(text: string, stem: string, from: number): number {
  for (let at = text.indexOf(stem, from); at >= 0; at = text.indexOf(stem, at + 1)) {
    const after = at + stem.length;
    if (isWordStart(text, at) && onlyEndingsAt(text, after)) return at;
  }
  return -1;
}

/**
 * Where the term next matches literally (Latin words at word starts) or half-typed in a folded text, at or
 * after `from`; -1 if nowhere.
 * (초성 matches are found in the shadow; see nextInitialsMatch.)
 */
export function nextMatch(text: string, term: Term, from: number): number {
  let best = -1;
  for (const literal of term.literals) {
    const at = nextLiteral(text, literal, from, term.whole === true || literal !== term.word);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  for (const stem of term.bareStems ?? []) {
    const at = nextBareStem(text, stem, from);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  const half = term.halfTyped;
  if (half) {
    const limit = best < 0 ? text.length : best;
    for (let at = text.indexOf(half.complete, from); at >= 0 && at < limit; at = text.indexOf(half.complete, at + 1)) {
      const next = text[at + half.complete.length];
      if (isSyllable(next) && disassemble(next!).startsWith(half.jamo)) return at;
    }
  }
  return best;
}

/** Where the 초성 term next matches a word start in `shadow` (the choseong shadow of `text`), or -1. */
export function nextInitialsMatch(text: string, shadow: string, consonants: string, from: number): number {
  for (let at = shadow.indexOf(consonants, from); at >= 0; at = shadow.indexOf(consonants, at + 1))
    if (isWordStart(text, at) && isSyllable(text[at])) return at;
  return -1;
}

/** Length of the match of `term` starting at `at` in `text`. */
function matchLength(text: string, term: Term, at: number): number {
  const literal = [...term.literals, ...(term.bareStems ?? [])]
    .filter((l) => text.startsWith(l, at))
    .sort((a, b) => b.length - a.length)[0];
  if (!literal) return (term.halfTyped?.complete.length ?? 0) + 1;
  // A whole Latin word is marked with its plural or possessive (bees, not bee + s).
  return literal.length + (STARTS_LATIN.test(literal) ? Math.max(0, wordEndAfter(text, at, literal)) : 0);
}

/** Every match of one (folded) query word in a text, for highlighting. */
export function matcherFor(word: string, alternatives: readonly string[] = []): Matcher {
  const term = termFor(word, alternatives);
  return (text, choseong) => {
    const ranges: Range[] = [];
    if (term.initials !== undefined) {
      if (!choseong) return ranges;
      for (
        let at = nextInitialsMatch(text, choseong, term.initials, 0);
        at >= 0;
        at = nextInitialsMatch(text, choseong, term.initials, at + 1)
      )
        ranges.push([at, at + term.initials.length]);
      return ranges;
    }
    for (let at = nextMatch(text, term, 0); at >= 0; at = nextMatch(text, term, at + 1))
      ranges.push([at, at + matchLength(text, term, at)]);
    return ranges;
  };
}
