import { onlyEndingsAt } from "../search/korean-stem";

/** Units written after a number, as said; a longer one before one it starts with (km² before km before m). */
const UNITS: readonly [written: string, said: string][] = [
  ["km²", "제곱킬로미터"],
  ["km", "킬로미터"],
  ["cm", "센티미터"],
  ["mm", "밀리미터"],
  ["μm", "마이크로미터"],
  ["nm", "나노미터"],
  ["m²", "제곱미터"],
  ["m", "미터"],
  ["kg", "킬로그램"],
  ["mg", "밀리그램"],
  ["g", "그램"],
  ["°C", "도"],
  ["℃", "도"],
  ["°", "도"],
  ["%", "퍼센트"],
  ["kHz", "킬로헤르츠"],
  ["Hz", "헤르츠"],
  ["mL", "밀리리터"],
  ["L", "리터"],
];
const SAID_UNIT = new Map(UNITS);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A number as written in Korean text: digits with thousands commas and a decimal part, then a unit (Latin letters
 * or a sign, not followed by another letter), a range mark before another number, or neither.
 */
const NUMBER = new RegExp(
  `(?<![\\d.,])(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d+))?(?: ?(${UNITS.map(([w]) => escape(w)).join("|")})(?![A-Za-z]))?`,
  "g",
);
/** What follows a number as a particle or an ending, not a word: 4.5인, 200쯤, 12명뿐 (after the counter). */
const PARTICLE_AFTER_NUMBER = /^(?:인|쯤|뿐|씩|여)(?![가-힣])/;
const DIGITS = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];

/** Counters read with native numbers (두 개, 열두 명, 세 번째; not 삼 개월, 사백 배 or 이 시간대). */
const NATIVE_COUNTER = /^(?:개(?!월)|마리|명|살|시간|시(?!대|기)|번|가지|권|장|잔|그루|채|척|군데|달|벌|켤레|쌍|송이)/;

const SMALL_UNITS = ["", "십", "백", "천"];
const LARGE_UNITS = ["", "만", "억", "조", "경"];

/** Up to 9999 in Sino-Korean words, without 일 before 십, 백 and 천 (1440 → 천사백사십). */
function sinoGroup(value: number): string {
  let out = "";
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit > 0) out += (digit === 1 && place > 0 ? "" : DIGITS[digit]!) + SMALL_UNITS[place]!;
  }
  return out;
}

/** A whole number in Sino-Korean words as it is said (14960 → 만사천구백육십, 100000000 → 일억). */
function sino(value: number): string {
  if (value === 0) return "영";
  let out = "";
  for (let group = LARGE_UNITS.length - 1; group >= 0; group--) {
    const part = Math.floor(value / 10_000 ** group) % 10_000;
    if (part === 0) continue;
    // 만 alone is said without 일 (10000 → 만); 억 and above keep it (일억).
    out += (part === 1 && group === 1 ? "" : sinoGroup(part)) + LARGE_UNITS[group];
  }
  return out;
}

const NATIVE_ONES = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"];
const NATIVE_TENS = ["", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"];

/** 1 to 99 in native Korean as said before a counter (한 개, 스무 살, 스물네 개). */
function native(value: number): string {
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return value === 20 ? "스무" : NATIVE_TENS[tens]! + NATIVE_ONES[ones];
}

/**
 * A Korean sentence with its numbers written as they are read (80%가 → 팔십 퍼센트가, 12명 → 열두 명, 0.6 → 영 점
 * 육, 1억 4,960만 km → 일억 사천구백육십만 킬로미터, 17~18% → 십칠에서 십팔 퍼센트), so a pronunciation line has
 * words where the text has digits. Sino-Korean numbers by default; native ones (한, 두, 세, 스물네…) from 1 to 99
 * before a counter that takes them. Other digits (10^19, a formula) are left as they are.
 */
export function readNumbersAloud(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    const [whole, integer, fraction, unit] = match as unknown as [string, string, string | undefined, string | undefined];
    const at = match.index;
    const end = at + whole.length;
    const value = Number(integer.replace(/,/g, ""));
    const after = text.slice(end);
    // A formula (10^19) is left as written.
    if (!Number.isSafeInteger(value) || text[at - 1] === "^" || after.startsWith("^")) continue;
    // Below zero, a temperature is 영하 (-220°C: 영하 이백이십 도).
    const below = /[-−]$/.test(text.slice(0, at)) && (unit === "°C" || unit === "℃" || unit === "°");
    const range = /^[~–]\d/.test(after);
    let words: string;
    if (!fraction && !unit && value >= 1 && value < 100 && NATIVE_COUNTER.test(after)) words = native(value);
    else
      words =
        (value === 1 && after.startsWith("만") ? "" : sino(value)) +
        (fraction ? ` 점 ${[...fraction].map((d) => DIGITS[Number(d)]).join("")}` : "");
    if (unit) words += ` ${SAID_UNIT.get(unit)}`;
    else if (
      !range &&
      /^[가-힣]/.test(after) &&
      !/^[만억조경]/.test(after) &&
      !PARTICLE_AFTER_NUMBER.test(after) &&
      !onlyEndingsAt(after, 0)
    )
      words += " ";
    out += text.slice(last, below ? at - 1 : at) + (below ? "영하 " : "") + words + (range ? "에서 " : "");
    last = end + (range ? 1 : 0);
  }
  // A unit after a number's 만, 억… (4,960만 km): said too.
  return (out + text.slice(last)).replace(UNIT_AFTER_LARGE, (_, unit: string) => ` ${SAID_UNIT.get(unit)}`);
}

const UNIT_AFTER_LARGE = new RegExp(
  `(?<=[일이삼사오육칠팔구십백천][만억조경]) ?(${UNITS.map(([w]) => escape(w)).join("|")})(?![A-Za-z])`,
  "g",
);
