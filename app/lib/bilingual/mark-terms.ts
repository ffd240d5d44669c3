import { headwordPattern } from "../text/korean-headword";

/** A run of text, and the glossary pair it is a term of (its index in the fact's glossary), if any. */
export interface TermSegment {
  text: string;
  term?: number;
}

/**
 * Splits `text` into runs, marking every occurrence of a glossary term (compared as the catalogue's
 * validator does: NFC, case-insensitive, a Korean headword in dictionary form by its stem). Where terms overlap, the longer one wins, so "retrograde
 * rotation" is marked whole rather than as "rotation".
 */
export function markTerms(text: string, terms: readonly string[]): TermSegment[] {
  const haystack = text.normalize("NFC").toLowerCase();
  // Lower-casing can change a string's length in rare scripts; then mark nothing rather than misplace marks.
  if (haystack.length !== text.length) return [{ text }];
  const order = terms.map((term, index) => ({ needle: term.normalize("NFC").toLowerCase(), index })).filter((t) => t.needle.length > 0);
  order.sort((a, b) => b.needle.length - a.needle.length);
  const owner: (number | undefined)[] = new Array<number | undefined>(text.length).fill(undefined);
  const claim = (from: number, length: number, index: number) => {
    if (owner.slice(from, from + length).every((o) => o === undefined)) owner.fill(index, from, from + length);
  };
  for (const { needle, index } of order) {
    for (let from = haystack.indexOf(needle); from !== -1; from = haystack.indexOf(needle, from + needle.length))
      claim(from, needle.length, index);
    // A Korean verb or adjective in dictionary form (녹다) is marked where the text inflects it (녹아), as one word.
    if (!haystack.includes(needle))
      for (const match of haystack.matchAll(headwordPattern(needle) ?? /$^/g)) claim(match.index, match[0].length, index);
  }
  const segments: TermSegment[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || owner[i] !== owner[start]) {
      const term = owner[start];
      segments.push(term === undefined ? { text: text.slice(start, i) } : { text: text.slice(start, i), term });
      start = i;
    }
  }
  return segments.filter((s) => s.text.length > 0);
}
