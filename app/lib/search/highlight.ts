import { choseongShadow, matcherFor, type Range } from "./matchers";
import { foldForMatch, normalizeQuery } from "./normalize";
import type { Highlighted } from "./segments";
import { significantWords } from "./stop-words";
import { splitSentences } from "../text/sentences";

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

/**
 * What a result shows under its title: the summary, marked, when the query matches there; else the first
 * sentence of the explanation that it matches, so the reader sees why the fact was found ("bee" in a fact about
 * sunflowers: the sentence about the bees that visit them); else the summary as it is.
 */
export function highlightPassage(
  { body, detail }: { body: string; detail: readonly string[] },
  query: string,
  marking: { alternatives?: ReadonlyMap<string, readonly string[]> } = {},
): Highlighted {
  const summary = highlightQuery(body, query, marking);
  if (summary.marks.length > 0) return summary;
  for (const paragraph of detail)
    for (const sentence of splitSentences(paragraph)) {
      const marked = highlightQuery(sentence, query, marking);
      if (marked.marks.length > 0) return marked;
    }
  return summary;
}
