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

type Marking = { initials?: boolean; alternatives?: ReadonlyMap<string, readonly string[]> };

/**
 * Marks every significant word of the query (stop words only when there is nothing else) found in a text at
 * the places search matches it: literal (case-insensitive, NFC, plurals folded), half-typed Korean, Korean
 * stems without their particles, the `alternatives` a search found for a word (the Hangul of a romanized
 * word), and with `initials` also 초성 matches on the matched syllables. The matchers are made once, for every
 * text the returned function marks.
 */
function highlighterFor(query: string, { initials = false, alternatives }: Marking = {}): (text: string) => Highlighted {
  const matchers = significantWords(normalizeQuery(query)).map((word) => matcherFor(word, alternatives?.get(word)));
  return (text) => {
    const shown = text.normalize("NFC");
    const folded = foldForMatch(shown);
    if (folded.length !== shown.length) return { text: shown, marks: [] };
    const shadow = initials ? choseongShadow(folded) : undefined;
    return { text: shown, marks: mergeRanges(matchers.flatMap((match) => match(folded, shadow))) };
  };
}

/** `text` with the query marked (see highlighterFor). */
export function highlightQuery(text: string, query: string, marking: Marking = {}): Highlighted {
  return highlighterFor(query, marking)(text);
}

/**
 * What a result shows under its title: the summary, marked, when the query matches there; else the first
 * sentence of the explanation that it matches, so the reader sees why the fact was found ("retrograde" in the
 * fact about Venus's day: the sentence about Venus spinning backwards); else the summary as it is.
 */
export function highlightPassage(
  { body, detail }: { body: string; detail: readonly string[] },
  query: string,
  marking: Pick<Marking, "alternatives"> = {},
): Highlighted {
  const highlight = highlighterFor(query, marking);
  const summary = highlight(body);
  if (summary.marks.length > 0) return summary;
  for (const paragraph of detail) {
    if (highlight(paragraph).marks.length === 0) continue;
    for (const sentence of splitSentences(paragraph)) {
      const marked = highlight(sentence);
      if (marked.marks.length > 0) return marked;
    }
  }
  return summary;
}
