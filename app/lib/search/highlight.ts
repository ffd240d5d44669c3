import { normalizeForSearch } from "./normalize";

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into plain and matched segments for every occurrence of any needle (already normalised).
 * Works on NFC text; matching is case-insensitive. Returns text, never HTML.
 */
export function highlightMatches(text: string, needles: readonly string[]): Segment[] {
  const source = text.normalize("NFC");
  const lower = source.toLowerCase();
  const marks = new Array<boolean>(source.length).fill(false);
  // toLowerCase keeps lengths for the scripts we index; when it does not, show the text unmarked.
  if (lower.length === source.length) {
    for (const needle of needles.map(normalizeForSearch).filter(Boolean)) {
      for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
        marks.fill(true, at, at + needle.length);
      }
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < source.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.match === marks[i]) last.text += source[i];
    else segments.push({ text: source[i]!, match: marks[i]! });
  }
  return segments;
}
