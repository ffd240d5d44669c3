import { romanize, standardizePronunciation } from "es-hangul";
import { KNOWN_PRONUNCIATIONS } from "./known";
import type { Said } from "./said";

const KNOWN = new Map(KNOWN_PRONUNCIATIONS.map((k) => [k.word, { pronunciation: k.pronunciation, romanization: k.romanization }]));

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Final consonants ㄴ, ㅁ, ㅇ as jongseong indices (Unicode order). */
const NASAL_FINALS = new Set([4, 16, 21]);

const nasalFinal = (syllable: string | undefined) => {
  const code = syllable?.charCodeAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST && NASAL_FINALS.has((code - SYLLABLE_FIRST) % 28);
};

/**
 * es-hangul applies 제24항 (a verb stem's ㄴ/ㅁ final tenses the ending: 신고[신꼬]) to every word, so nouns come
 * out tensed: 연골 as [연꼴], 심장 as [심짱]. After a nasal final, a syllable keeps the plain sound of the
 * library's run without tensing; tensing after an obstruent (제23항: 국밥[국빱]) is always right and stays. Words
 * whose tensing is lexical (문자[문짜]) need an entry in known.ts.
 */
function libraryPronunciation(text: string): string {
  const tensed = [...standardizePronunciation(text)];
  const plain = [...standardizePronunciation(text, { hardConversion: false })];
  if (tensed.length !== plain.length) return tensed.join("");
  return tensed.map((syllable, i) => (syllable !== plain[i] && nasalFinal(tensed[i - 1]) ? plain[i]! : syllable)).join("");
}

/** The standard pronunciation and romanization of a Korean word or sentence: a checked entry first, else the library. */
export function pronounce(text: string): Said {
  const known = KNOWN.get(text.normalize("NFC"));
  if (known) return known;
  try {
    return { pronunciation: libraryPronunciation(text), romanization: romanize(text) };
  } catch {
    // es-hangul throws on sequences it cannot assemble; then the text is said as written.
    return { pronunciation: text, romanization: "" };
  }
}
