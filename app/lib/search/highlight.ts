import { choseongShadow, matcherFor, type Range } from "./matchers";
import { foldForMatch, normalizeQuery } from "./normalize";

export interface Segment {
  text: string;
  match: boolean;
}

/** Splits text into plain and matched segments; returns text, never HTML. */
export function segmentsFromRanges(text: string, ranges: readonly Range[]): Segment[] {
  const marks = new Array<boolean>(text.length).fill(false);
  for (const [start, end] of ranges) marks.fill(true, start, end);
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.match === marks[i]) last.text += text[i];
    else segments.push({ text: text[i]!, match: marks[i]! });
  }
  return segments;
}

/**
 * Marks every word of the query found in the text: literal (case-insensitive, NFC, plurals folded),
 * half-typed Korean, and with `initials` also 초성 matches on the matched syllables.
 */
export function highlightQuery(text: string, query: string, { initials = false } = {}): Segment[] {
  const shown = text.normalize("NFC");
  const folded = foldForMatch(shown);
  if (folded.length !== shown.length) return [{ text: shown, match: false }];
  const shadow = initials ? choseongShadow(folded) : undefined;
  const ranges = normalizeQuery(query)
    .split(" ")
    .filter(Boolean)
    .flatMap((word) => matcherFor(word)(folded, shadow));
  return segmentsFromRanges(shown, ranges);
}
