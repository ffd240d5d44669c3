import type { Lang } from "../i18n/languages";
import { jamoOf, koreanStem } from "./korean-stem";
import { romanizeSaid, romanizeWord, romanKey, romanKeysOf, romanSkeleton } from "./romanized";
import type { IndexedFact, LangIndex } from "./indexed-fact";

/** One word of the catalogue for typo correction: `form` is what is compared (자모 for Korean). */
export interface VocabularyWord {
  word: string;
  form: string;
  count: number;
}

/** The words of one language's texts, for romanized and mistyped queries. */
export interface Vocabulary {
  /** Every folded word (Korean: its bare stem too) and how often it occurs. */
  counts: Map<string, number>;
  /** Words to correct a typo towards (Latin from 3 letters; Korean stems from 2 syllables). */
  words: VocabularyWord[];
  /** Romanization skeleton → the Korean words of two syllables or more (or English words) spelled that way. */
  bySkeleton: Map<string, string[]>;
  /**
   * Exact romanization key (romanKey) → the Korean words, one syllable too, that Revised Romanization or
   * McCune–Reischauer write so syllable by syllable (or the English words written so: kimchi), and → those that
   * are only said so (romanKeysOf).
   */
  byRomanKey: { written: Map<string, string[]>; said: Map<string, string[]> };
}

const NOT_WORD = /[^\p{L}\p{N}]+/u;
const HANGUL_ONLY = /^[가-힣]+$/;
const LATIN_ONLY = /^[a-z]+$/;
const vocabularies = new WeakMap<LangIndex, Vocabulary>();

/** Gathers a vocabulary a slice of facts at a time (the server builds it in the background at start-up). */
export class VocabularyBuilder {
  private readonly counts = new Map<string, number>();
  /** Facts share most of their text in large catalogues; each distinct text is read once. */
  private readonly seen = new Set<string>();

  constructor(private readonly lang: Lang) {}

  add(entries: readonly IndexedFact[]): void {
    const { counts, seen } = this;
    for (const entry of entries)
      for (const text of [entry.text.slice(0, entry.tagsEnd), entry.text.slice(entry.tagsEnd)]) {
        if (seen.has(text)) continue;
        seen.add(text);
        for (const word of text.split(NOT_WORD)) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
  }

  finish(): Vocabulary {
    // Korean words count for their bare stems too (거북선은 and 거북선의 for 거북선), each distinct word stemmed once.
    if (this.lang === "ko")
      for (const [word, count] of [...this.counts]) {
        const stem = koreanStem(word);
        if (stem !== word) this.counts.set(stem, (this.counts.get(stem) ?? 0) + count);
      }
    const words: VocabularyWord[] = [];
    const bySkeleton = new Map<string, string[]>();
    const byRomanKey = { written: new Map<string, string[]>(), said: new Map<string, string[]>() };
    const add = (skeleton: string, word: string, into = bySkeleton) => {
      const spelled = into.get(skeleton);
      if (!spelled) into.set(skeleton, [word]);
      else spelled.push(word);
    };
    for (const [word, count] of this.counts) {
      if (this.lang === "ko") {
        if (!HANGUL_ONLY.test(word)) continue;
        // Read exactly, a romanized word may be one syllable (kkul: 꿀, dal: 달): it is matched as a word of its own.
        const keys = romanKeysOf(word);
        for (const key of keys.written) add(key, word, byRomanKey.written);
        for (const key of keys.said) add(key, word, byRomanKey.said);
        if (word.length < 2) continue;
        // Typos are corrected towards stems (해녀, not 해녀들이: the search strips particles itself).
        if (koreanStem(word) === word) words.push({ word, form: jamoOf(word), count });
        // Romanized, a word is looked up whole (고양이, whose stem would be 고양), as written and as said.
        const written = romanSkeleton(romanizeWord(word));
        const said = romanSkeleton(romanizeSaid(word));
        add(written, word);
        if (said !== written) add(said, word);
      } else if (word.length >= 3 && LATIN_ONLY.test(word)) {
        words.push({ word, form: word, count });
        add(romanSkeleton(word), word);
        add(romanKey(word), word, byRomanKey.written);
      }
    }
    return { counts: this.counts, words, bySkeleton, byRomanKey };
  }
}

/** Keeps a vocabulary built in the background with its index. */
export function keepVocabulary(index: LangIndex, vocabulary: Vocabulary): void {
  if (!vocabularies.has(index)) vocabularies.set(index, vocabulary);
}

/** The vocabulary of one language's index: built on first use (or in the background), then kept. */
export function vocabularyOf(index: LangIndex, lang: Lang): Vocabulary {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) {
    const builder = new VocabularyBuilder(lang);
    builder.add(index.entries);
    vocabularies.set(index, (vocabulary = builder.finish()));
  }
  return vocabulary;
}
