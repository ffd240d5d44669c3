/**
 * Korean particles (조사) and the commonest endings, longest first: a query word that ends in one is also
 * searched as what comes before it (거북선의 → 거북선, 해녀들이 → 해녀). A list, not a morphological
 * analyser: see ADR 023.
 */
const ENDINGS = (
  "에서부터 으로부터 이라는 이라고 이었다 이에요 입니다 에서는 에서도 에서의 으로는 으로도 으로써 으로서 에게서 한테서 까지는 까지도 부터는 " +
  "에서 에게 한테 으로 까지 부터 처럼 보다 마다 이나 이랑 하고 께서 라는 라고 로는 로도 로써 로서 에는 에도 에의 와는 과는 와도 과도 이며 이고 이다 였다 이란 란 " +
  "은 는 이 가 을 를 의 에 로 와 과 도 만 나 랑 며 고 야"
).split(" ");

const ENDING_SET = new Set(ENDINGS);
const LONGEST = Math.max(...ENDINGS.map((e) => e.length));

/** Syllables a stem may end in before the ending is taken off: Hangul only. */
const HANGUL_WORD = /^[가-힣]+$/;

/**
 * The shorter forms of one Korean word a search also tries: without its particle or ending, and without a
 * plural 들 before it. Longest stem first; none for words that are not all Hangul or have nothing to strip.
 * A stem keeps at least one syllable.
 */
export function koreanStems(word: string): string[] {
  if (!HANGUL_WORD.test(word) || word.length < 2) return [];
  const stems: string[] = [];
  for (let length = Math.min(LONGEST, word.length - 1); length > 0; length--)
    if (ENDING_SET.has(word.slice(-length))) {
      stems.push(word.slice(0, -length));
      break;
    }
  const last = stems[0] ?? word;
  if (last.length > 1 && last.endsWith("들")) stems.push(last.slice(0, -1));
  return stems;
}

/** The bare form of a Korean word (its shortest stem), or the word itself. */
export const koreanStem = (word: string): string => koreanStems(word).at(-1) ?? word;

/**
 * Endings said only after a vowel: after a final consonant a noun takes 은, 이, 을, 과, 으로, 이라고… instead
 * (달은, never 달는), so 달고 and 달라고 are a verb (달다), not the Moon with a particle. 로 also follows ㄹ (달로).
 */
const AFTER_VOWEL_ONLY = new Set("는 가 를 와 와는 와도 라는 라고 란 며 고 야 나 랑 였다 로 로는 로도 로써 로서".split(" "));
const RIEUL_FINAL = 8;

/** True when `ending` may follow the syllable `before` (a final consonant takes the consonant forms, see above). */
function endingFits(before: string | undefined, ending: string): boolean {
  const s = (before?.charCodeAt(0) ?? 0) - 0xac00;
  if (s < 0 || s > 11171 || s % 28 === 0 || !AFTER_VOWEL_ONLY.has(ending)) return true;
  return s % 28 === RIEUL_FINAL && ending.startsWith("로");
}

/** True when `text` at `at` starts with a particle or ending of the list (or a plural 들 and one) that fits the syllable before it. */
export function endingAt(text: string, at: number): boolean {
  const from = text.startsWith("들", at) ? at + 1 : at;
  return ENDINGS.some((ending) => text.startsWith(ending, from) && endingFits(text[from - 1], ending));
}

/**
 * A Korean word as conjoining 자모, one code unit each (거북선 → ᄀ ᅥ ᄇ ᅮ ᄀ ᆨ …): what typo tolerance counts
 * edits in, so 거북산 is one edit from 거북선 where syllables would count one of three.
 */
export function jamoOf(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const s = word.charCodeAt(i) - 0xac00;
    if (s < 0 || s > 11171) {
      out += word[i];
      continue;
    }
    const final = s % 28;
    out += String.fromCharCode(0x1100 + Math.floor(s / 588), 0x1161 + (Math.floor(s / 28) % 21));
    if (final > 0) out += String.fromCharCode(0x11a7 + final);
  }
  return out;
}

/** The end of the run of Hangul syllables that reaches `at`. */
function syllablesEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && HANGUL_WORD.test(text[end]!)) end++;
  return end;
}

/**
 * True when what follows `at` up to the end of the word is nothing, or only particles and endings of the list
 * (at most two, a plural 들 before them allowed), each fitting the syllable before it: 꿀은, 달에서도 and 별들이,
 * not 불과하다 (불 + 과 + 하다) or 달라졌다.
 */
export function onlyEndingsAt(text: string, at: number): boolean {
  const end = syllablesEnd(text, at);
  const fits = (from: number, left: number): boolean => {
    if (from === end) return true;
    if (left === 0) return false;
    return ENDINGS.some(
      (ending) =>
        from + ending.length <= end &&
        text.startsWith(ending, from) &&
        endingFits(text[from - 1], ending) &&
        fits(from + ending.length, left - 1),
    );
  };
  return fits(text.startsWith("들", at) && at + 1 <= end ? at + 1 : at, 2) || fits(at, 2);
}
