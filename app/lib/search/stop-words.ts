/**
 * English words too common to narrow a search ("the", "of", …). A query made only of them is searched as
 * typed; in a query with other words they are skipped, so "the moon" finds and marks the moon, not every "the".
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by did do does for from had has have how in into is it its of on or so than that the their then there these this those to was were what when where which who why will with".split(
    " ",
  ),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** The words of a normalised query that are worth matching: the non-stop words, or all of them if none. */
export function significantWords(query: string): string[] {
  const words = [...new Set(query.split(" ").filter(Boolean))];
  const kept = words.filter((w) => !isStopWord(w));
  return kept.length > 0 ? kept : words;
}
