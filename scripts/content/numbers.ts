import type { Lang } from "../../app/lib/i18n/languages";

/**
 * Numbers of a text as values, so that "150 million km" and "1억 5천만 km", or "12,000" and "1만 2,000",
 * are the same number. `written` holds the numbers written with digits: each must be found in the other
 * language. `readable` adds what a text says in words (three, July, Henry II; 세 개): enough to satisfy
 * the other language's digits, never demanded of it, so a word can excuse a digit but not go missing.
 */
export interface TextNumbers {
  written: Set<string>;
  readable: Set<string>;
}

/** One key per value, immune to floating-point noise (1.5e8 from 1e8 + 5e7). */
const key = (value: number) => String(Number(value.toPrecision(12)));

const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const parse = (digits: string) => Number(digits.replace(/,/g, ""));

const EN_SCALE: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  quadrillion: 1e15,
  quintillion: 1e18,
};
const EN_SCALES = Object.keys(EN_SCALE).join("|");
// A digit glued to a Latin letter before it is part of a name or formula (CO2, H2O), not a quantity.
// In a range the scale is written once (385–390 million): the first number takes it from the second.
const EN_NUMBER = new RegExp(
  String.raw`(?<![A-Za-z\d.,])(${DIGITS})(?:\s*-?\s*(${EN_SCALES})\b)?(?=(?:\s*(?:–|—|-|to)\s*(?:${DIGITS})\s*(${EN_SCALES})\b)?)`,
  "gi",
);

const EN_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
  quadrillion: 1e15,
  quintillion: 1e18,
  dozen: 12,
  once: 1,
  twice: 2,
  double: 2,
  triple: 3,
  half: 2,
  third: 3,
  quarter: 4,
  first: 1,
  second: 2,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};
const EN_WORD = new RegExp(String.raw`\b(${Object.keys(EN_WORDS).join("|")})\b`, "gi");
const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
// Regnal and ordinal numerals after a capitalised word: Henry II, Ptolemy V, World War II.
const EN_ROMAN = /(?<=\b[A-Z][a-z]+ )([IVXLC]{1,6})\b/g;

function romanValue(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = ROMAN[numeral[i]!]!;
    const next = ROMAN[numeral[i + 1] ?? ""] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const KO_BIG: Record<string, number> = { 경: 1e16, 조: 1e12, 억: 1e8, 만: 1e4 };
const KO_SMALL: Record<string, number> = { 천: 1e3, 백: 1e2 };
// One group: digits, then 천/백, then 조/억/만, each optional but the digits (4억, 5천만, 2,000, 3천).
const KO_GROUP = String.raw`(?:${DIGITS})(?:[천백])?(?:[경조억만])?`;
// Groups in a row (1억 5천만, 1만 2,000) make one number: Korean counts in myriads.
const KO_NUMBER = new RegExp(String.raw`(?<![A-Za-z\d.,])${KO_GROUP}(?:\s?${KO_GROUP})*`, "g");
const KO_GROUPS = new RegExp(String.raw`(${DIGITS})([천백])?([경조억만])?`, "g");

function koreanValue(number: string): number[] {
  // Groups after a plain one (2024 1883) are separate numbers: only a group with a unit joins the next.
  const values: number[] = [];
  let total = 0;
  let open = false;
  for (const [, digits, small, big] of number.matchAll(KO_GROUPS)) {
    const value = parse(digits!) * (small ? KO_SMALL[small]! : 1) * (big ? KO_BIG[big]! : 1);
    if (!open && total > 0) {
      values.push(total);
      total = 0;
    }
    total += value;
    open = Boolean(small || big);
  }
  values.push(total);
  return values;
}

const KO_WORDS: Record<string, number> = {
  한: 1,
  첫: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
  스무: 20,
  절반: 2,
};
// Native numerals before a counter word (세 개, 두 번, 열 마리), not inside other words (세계, 네덜란드).
const KO_WORD = new RegExp(String.raw`(?<![가-힣])(${Object.keys(KO_WORDS).join("|")})(?=\s[가-힣]|배)`, "g");

export function numbersIn(text: string, lang: Lang): TextNumbers {
  const written = new Set<string>();
  const readable = new Set<string>();
  if (lang === "en") {
    for (const [, digits, own, shared] of text.matchAll(EN_NUMBER)) {
      const scale = own ?? shared;
      written.add(key(parse(digits!) * (scale ? EN_SCALE[scale.toLowerCase()]! : 1)));
    }
    for (const [, word] of text.matchAll(EN_WORD)) readable.add(key(EN_WORDS[word!.toLowerCase()]!));
    for (const [, numeral] of text.matchAll(EN_ROMAN)) readable.add(key(romanValue(numeral!)));
  } else {
    for (const [number] of text.matchAll(KO_NUMBER)) for (const value of koreanValue(number)) written.add(key(value));
    for (const [, word] of text.matchAll(KO_WORD)) readable.add(key(KO_WORDS[word!]!));
  }
  for (const value of written) readable.add(value);
  return { written, readable };
}

/** The numbers written in digits in `a` that `b` does not say, in digits or in words. */
export function missingNumbers(a: TextNumbers, b: TextNumbers): string[] {
  return [...a.written].filter((value) => !b.readable.has(value));
}
