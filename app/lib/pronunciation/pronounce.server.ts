import { romanize, standardizePronunciation } from "es-hangul";
import { KNOWN_PRONUNCIATIONS } from "./known";
import type { Said } from "./said";
import { readNumbersAloud } from "./spoken-numbers";

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

/**
 * Marks a reader does not read through: sounds do not join across a bracket or a quotation mark (당분(주로 is
 * [당분(주로], not the library's [당분(쭈로]), so the text is said piece by piece between them.
 */
const BREAKS = /([()[\]{}「」『』“”‘’"'])/;

/** Final consonants (jongseong index) as the initial (choseong index) they carry over, and what stays behind. */
const CARRIED: Record<number, [stays: number, initial: number]> = {
  1: [0, 0],
  2: [0, 1],
  3: [1, 10],
  4: [0, 2],
  5: [4, 12],
  7: [0, 3],
  8: [0, 5],
  9: [8, 0],
  10: [8, 6],
  11: [8, 7],
  12: [8, 10],
  13: [8, 16],
  14: [8, 17],
  16: [0, 6],
  17: [0, 7],
  18: [17, 10],
  19: [0, 9],
  20: [0, 10],
  22: [0, 12],
  23: [0, 14],
  24: [0, 15],
  25: [0, 16],
  26: [0, 17],
};
/** 입, 인, 임: syllables es-hangul 2.4.0 starts with an inserted ㄴ after a final (사람입니다 [사람님니다]). */
const INSERTS_AFTER = new Set(["입", "인", "임"]);

/**
 * The text with a final consonant written on a following 입, 인 or 임 (사람입니다 → 사라밉니다, 한국인 → 한구긴), as
 * it is said (제13항 연음: the copula and these endings take the final over); es-hangul inserts a ㄴ there instead,
 * a rule (제29항) for compounds only. ㄶ and ㅀ leave their ㅎ unsaid (제12항 4).
 */
function carryFinals(text: string): string {
  const out = [...text];
  for (let i = 1; i < out.length; i++) {
    if (!INSERTS_AFTER.has(out[i]!)) continue;
    const code = out[i - 1]!.charCodeAt(0) - SYLLABLE_FIRST;
    if (code < 0 || code > SYLLABLE_LAST - SYLLABLE_FIRST) continue;
    const carried = CARRIED[code % 28];
    if (!carried) continue;
    out[i - 1] = String.fromCharCode(SYLLABLE_FIRST + code - (code % 28) + carried[0]);
    const next = out[i]!.charCodeAt(0) - SYLLABLE_FIRST;
    out[i] = String.fromCharCode(SYLLABLE_FIRST + carried[1] * 588 + (next % 588));
  }
  return out.join("");
}

/** After ㅇ, nothing carries over and nothing is inserted (산성인 [산성인]): the library is asked on each side of it. */
const IEUNG_FINAL = 21;
function apartAfterIeung(text: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i - 1) - SYLLABLE_FIRST;
    if (INSERTS_AFTER.has(text[i]!) && code >= 0 && code % 28 === IEUNG_FINAL) {
      pieces.push(text.slice(from, i));
      from = i;
    }
  }
  return [...pieces, text.slice(from)];
}

function libraryReading(written: string): Said {
  const pieces = apartAfterIeung(carryFinals(written));
  if (pieces.length > 1) {
    const said = pieces.map(libraryReading);
    return { pronunciation: said.map((p) => p.pronunciation).join(""), romanization: said.map((p) => p.romanization).join("") };
  }
  const text = pieces[0]!;
  try {
    return { pronunciation: libraryPronunciation(text), romanization: romanize(text) };
  } catch {
    // es-hangul throws on sequences it cannot assemble; then the text is said as written.
    return { pronunciation: text, romanization: "" };
  }
}

/**
 * The standard pronunciation and romanization of a Korean word or sentence: a checked entry first, else the
 * library, piece by piece between brackets and quotation marks; numbers are read out (readNumbersAloud).
 */
export function pronounce(text: string): Said {
  const known = KNOWN.get(text.normalize("NFC"));
  if (known) return known;
  const pieces = readNumbersAloud(text).split(BREAKS);
  if (pieces.length === 1) return libraryReading(pieces[0]!);
  const said = pieces.map((piece, i) =>
    i % 2 === 1 || piece === "" ? { pronunciation: piece, romanization: piece } : libraryReading(piece),
  );
  return { pronunciation: said.map((s) => s.pronunciation).join(""), romanization: said.map((s) => s.romanization).join("") };
}
