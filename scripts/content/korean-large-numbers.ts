/**
 * Large numbers in Korean, as docs/style-guide.md (수 표기) sets them: from 1만 up, a number is cut into 만, 억, 조
 * and 경 units, each unit's part in digits (38만 4,400km, 1억 4,960만 km, 2,770만 톤), a unit whose part is zero left
 * out (230만 년). "384,000km" reads as English typed in Hangul; a Korean reader counts in 만.
 *
 * A number that is a label rather than a quantity keeps its digits: a patent, a tag or a serial number (제139,121호,
 * 번호 234684).
 */

const UNITS = ["", "만", "억", "조", "경", "해"] as const;

/** A run of digits of 10,000 or more, with or without thousands commas, not part of a longer number or a decimal. */
const LARGE = /(?<![\d.,])(\d{1,3}(?:,\d{3}){1,}|\d{5,})(\.\d+)?(?![\d,]*\d)/g;

/** `digits` (no commas) in 만 units: 384000 → "38만 4,000", 43252003274489856000 → "4,325경 2,003조 2,744억 8,985만 6,000". */
export function inManUnits(digits: string, decimals = ""): string {
  const plain = digits.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  const groups: string[] = [];
  for (let end = plain.length; end > 0; end -= 4) groups.unshift(plain.slice(Math.max(0, end - 4), end));
  const parts = groups
    .map((group, i) => {
      const value = Number(group);
      const unit = UNITS[groups.length - 1 - i] ?? "";
      const isLast = i === groups.length - 1;
      if (value === 0 && !(isLast && decimals)) return "";
      return `${value.toLocaleString("en-US")}${isLast ? decimals : ""}${unit}`;
    })
    .filter(Boolean);
  return parts.join(" ");
}

/** Whether the number at `index` of `text` (of `length` characters) is a label: 제…호, …번, 번호 …. */
function isLabel(text: string, index: number, length: number): boolean {
  return /(?:제|번호)\s?$/.test(text.slice(Math.max(0, index - 3), index)) || /^\s?호/.test(text.slice(index + length, index + length + 2));
}

/** The numbers of 10,000 or more a Korean text writes in digits, each with the form the house writes. */
export function largeNumbersInDigits(text: string): { written: string; inUnits: string }[] {
  const found: { written: string; inUnits: string }[] = [];
  for (const match of text.matchAll(LARGE)) {
    const [written, digits, decimals = ""] = match as unknown as [string, string, string | undefined];
    if (Number(digits.replace(/,/g, "")) < 10_000 || isLabel(text, match.index, written.length)) continue;
    found.push({ written, inUnits: inManUnits(digits, decimals) });
  }
  return found;
}
