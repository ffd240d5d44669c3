import { choseongShadow, matcherFor, type Range } from "./matchers";
import { foldForMatch, normalizeQuery } from "./normalize";
import type { Highlighted } from "./segments";
import { significantWords } from "./stop-words";

/** Sorts and merges overlapping or touching ranges, flattened as [start, end, start, end…]. */
export function mergeRanges(ranges: readonly Range[]): number[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const marks: number[] = [];
  for (const [start, end] of sorted) {
    const last = marks.length - 1;
    if (last > 0 && start <= marks[last]!) marks[last] = Math.max(marks[last]!, end);
    else marks.push(start, end);
  }
  return marks;
}

/**
 * Marks every significant word of the query (stop words only when there is nothing else) found in the
 * text at the places search matches it: literal (case-insensitive, NFC, plurals folded),
 * half-typed Korean, Korean stems without their particles, the `alternatives` a search found for a word
 * (the Hangul of a romanized word), and with `initials` also 초성 matches on the matched syllables.
 */
export function highlightQuery(
  text: string,
  query: string,
  { initials = false, alternatives }: { initials?: boolean; alternatives?: ReadonlyMap<string, readonly string[]> } = {},
): Highlighted {
  const shown = text.normalize("NFC");
  const folded = foldForMatch(shown);
  if (folded.length !== shown.length) return { text: shown, marks: [] };
  const shadow = initials ? choseongShadow(folded) : undefined;
  const ranges = significantWords(normalizeQuery(query)).flatMap((word) => matcherFor(word, alternatives?.get(word))(folded, shadow));
  return { text: shown, marks: mergeRanges(ranges) };
}
