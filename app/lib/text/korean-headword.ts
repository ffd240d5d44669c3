/**
 * Korean verbs and adjectives are looked up in their dictionary form (녹다, 퇴화하다), but a text uses them inflected
 * (녹아, 퇴화한). A glossary headword in dictionary form is found in its fact's text by its stem: 녹다 in "얼음이
 * 녹아", 퇴화하다 in "퇴화한 입", 게우다 in "피를 게워", 길들여지다 in "길들여진 누에". The catalogue's validator
 * and the marking of key terms on the page both find terms this way, so they never disagree.
 */

const FIRST = 0xac00;
const LAST = 0xd7a3;
const isSyllable = (ch: string) => ch.length === 1 && ch.charCodeAt(0) >= FIRST && ch.charCodeAt(0) <= LAST;
const parts = (ch: string) => {
  const code = ch.charCodeAt(0) - FIRST;
  return { initial: Math.floor(code / 588), vowel: Math.floor((code % 588) / 28), final: code % 28 };
};
const syllable = (initial: number, vowel: number, final: number) => String.fromCharCode(FIRST + initial * 588 + vowel * 28 + final);

/** Nouns that end in 다 like a verb: a title ending in one is no sentence, and a headword that is one has no stem. */
export const NOUNS_ENDING_IN_DA: readonly string[] = [
  "바다",
  "판다",
  "캐나다",
  "우간다",
  "르완다",
  "그레나다",
  "네바다",
  "플로리다",
  "아이다",
];

/** Whether a Korean term is a verb or adjective in dictionary form (녹다, 쉬지 않다), not a noun ending in 다 (바다). */
export function isPredicateHeadword(term: string): boolean {
  const lastWord = term.trim().split(/\s+/).at(-1) ?? "";
  return /^[가-힣]{2,}$/.test(lastWord) && lastWord.endsWith("다") && !NOUNS_ENDING_IN_DA.some((noun) => lastWord.endsWith(noun));
}

// Vowel indices (ㅏ0 ㅐ1 ㅑ2 ㅒ3 ㅓ4 ㅔ5 ㅕ6 ㅖ7 ㅗ8 ㅘ9 ㅙ10 ㅚ11 ㅛ12 ㅜ13 ㅝ14 ㅞ15 ㅟ16 ㅠ17 ㅡ18 ㅢ19 ㅣ20).
/** The vowel a stem's last syllable takes when -아/-어 merges into it: 하→해, 보→봐, 우→워, 지→져, 크→커, 되→돼. */
const MERGED: Record<number, number[]> = { 0: [1], 4: [5], 8: [9], 13: [14], 20: [6], 18: [4], 11: [10] };
// Final consonant indices: ㄷ7 ㄹ8 ㅂ17 ㅅ19 ㅎ27 — the finals irregular stems change or drop (듣→들, 줄어들→줄어든, 덥→더워, 낫→나아, 파랗→파란).
const IRREGULAR_FINALS = new Set([0, 7, 8, 17, 19, 27]);
/** Syllables an ending starts with after an unchanged stem: 녹아, 녹는, 녹고, 녹게, 녹지, 녹습니다, 녹으며, 녹았다. */
const ENDING_START = "아어여았었였은을음으는니고게기지다던든도습며면서자네나";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern matching the inflected forms of a predicate headword as a whole word (the stem, then the rest of the
 * word), or undefined for any other term. Regular and the common irregular stems; not 르-irregular ones (빠르다, 빨라),
 * whose stem changes a syllable earlier.
 */
export function headwordPattern(term: string): RegExp | undefined {
  if (!isPredicateHeadword(term)) return undefined;
  const stem = term.trim().normalize("NFC").slice(0, -1);
  const last = stem.at(-1)!;
  const before = escapeRegExp(stem.slice(0, -1)).replace(/\\?\s+/g, "\\s+");
  const forms = [`${escapeRegExp(last)}(?=[${ENDING_START}])`];
  if (isSyllable(last)) {
    const { initial, vowel, final } = parts(last);
    if (IRREGULAR_FINALS.has(final)) {
      const changed: string[] = [];
      for (const v of [vowel, ...(MERGED[vowel] ?? [])])
        for (let f = 0; f < 28; f++) if (v !== vowel || f !== final) changed.push(syllable(initial, v, f));
      forms.push(`[${changed.join("")}]`);
    }
  }
  return new RegExp(`(?<![가-힣])${before}(?:${forms.join("|")})[가-힣]*`, "gu");
}

/** Whether `text` holds `term`: written as it is, or, for a predicate headword, inflected. */
export function holdsTerm(text: string, term: string): boolean {
  if (text.includes(term)) return true;
  const pattern = headwordPattern(term);
  return pattern !== undefined && pattern.test(text);
}
