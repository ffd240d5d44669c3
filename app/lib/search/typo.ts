/**
 * Edits allowed for a word of `length` letters (Latin) or 자모 (Korean): none below 4, one from 4, two from 8,
 * as Lucene and Meilisearch count them for English.
 */
export const allowedEdits = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours), or
 * `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The closest word of `words` (each with its spelling to compare and how often it occurs) within the edits its
 * length allows: fewest edits, then two letters swapped, then the commonest; null when none is close enough.
 */
export function closestWord(
  query: string,
  words: readonly { word: string; form: string; count: number }[],
): { word: string; edits: number } | null {
  const max = allowedEdits(query.length);
  if (max === 0) return null;
  const letters = [...query].sort().join("");
  let best: { word: string; edits: number; count: number; swapped: boolean } | null = null;
  for (const { word, form, count } of words) {
    if (Math.abs(form.length - query.length) > max) continue;
    const edits = editDistance(query, form, best ? Math.min(max, best.edits) : max);
    if (edits > max || edits === 0) continue;
    // Among equally close words, one with the same letters (two swapped: sogns → songs, not signs) wins.
    const swapped = form.length === query.length && [...form].sort().join("") === letters;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && (swapped > best.swapped || (swapped === best.swapped && count > best.count)))
    )
      best = { word, edits, count, swapped };
  }
  return best && { word: best.word, edits: best.edits };
}
