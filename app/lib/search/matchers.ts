import { disassemble, getChoseong } from "es-hangul";

/** [start, end) positions of a match in a folded text. */
export type Range = [number, number];

/** Finds one query word in a folded text. `choseong` is the text's initial-consonant shadow (same length). */
export type Matcher = (text: string, choseong?: string) => Range[];

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const SYLLABLE = /[가-힣]/;
const LONE_JAMO_AT_END = /^(.*[가-힣])([ㄱ-ㅎ])$/;

/** Each Hangul syllable replaced by its initial consonant; everything else kept, so positions line up. */
export function choseongShadow(text: string): string {
  let out = "";
  for (const ch of text) out += SYLLABLE.test(ch) ? getChoseong(ch) : ch;
  return out;
}

function literal(needle: string): Matcher {
  return (text) => {
    const ranges: Range[] = [];
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
    return ranges;
  };
}

const isWordStart = (text: string, at: number) => at === 0 || /[\s\-'"“‘(·,]/.test(text[at - 1] ?? "");

/** 초성 search: `ㅎㄴ` matches words starting 허니, 하나…; `ㄲ` matches 꿀. Only where a shadow is given. */
function initialConsonants(consonants: string): Matcher {
  return (text, choseong) => {
    if (!choseong) return [];
    const ranges: Range[] = [];
    for (let at = choseong.indexOf(consonants); at >= 0; at = choseong.indexOf(consonants, at + 1))
      if (isWordStart(text, at) && SYLLABLE.test(text[at] ?? "")) ranges.push([at, at + consonants.length]);
    return ranges;
  };
}

/** A half-typed last syllable: `꿀벌ㄷ` matches 꿀벌들, `허ㄴ` matches 허니 (the lone jamo starts the next syllable). */
function halfTyped(complete: string, jamo: string): Matcher {
  return (text) => {
    const ranges: Range[] = [];
    for (let at = text.indexOf(complete); at >= 0; at = text.indexOf(complete, at + 1)) {
      const next = text[at + complete.length] ?? "";
      if (SYLLABLE.test(next) && disassemble(next).startsWith(jamo)) ranges.push([at, at + complete.length + 1]);
    }
    return ranges;
  };
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
 * What any match of a word must contain, for a cheap first pass: a literal (or plural variant) in the
 * folded text, or the consonants in the 초성 shadow. Half-typed words need their complete part.
 */
export interface Needles {
  text: string[];
  initials?: string;
}

export function needlesFor(word: string): Needles {
  if (CHOSEONG_ONLY.test(word)) return { text: [], initials: word };
  const half = LONE_JAMO_AT_END.exec(word);
  return { text: half ? [...wordVariants(word), half[1]!] : wordVariants(word) };
}

/** How one (folded) query word can match: literally with plural variants, as 초성, or with a half-typed end. */
export function matcherFor(word: string): Matcher {
  if (CHOSEONG_ONLY.test(word)) return initialConsonants(word);
  const matchers = wordVariants(word).map(literal);
  const half = LONE_JAMO_AT_END.exec(word);
  if (half) matchers.push(halfTyped(half[1]!, half[2]!));
  return (text, choseong) => matchers.flatMap((m) => m(text, choseong));
}

/** Whether a matcher matches whole words at the start of the text, which ranks above other title matches. */
export function startsAt(ranges: Range[], position: number): boolean {
  return ranges.some(([start]) => start === position);
}

export function anyAtWordStart(ranges: Range[], text: string): boolean {
  return ranges.some(([start]) => isWordStart(text, start));
}
