/**
 * A text's sentences: each ends at `.`, `!` or `?` (with any closing quotes or brackets) before a space
 * or the end. Korean ends sentences the same way (다. 요.). Decimal points (224.7) are not followed by a
 * space, so they never end one; the writers' guide keeps dotted abbreviations (e.g., U.S.) out of texts.
 */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?…]["'”’)\]]*)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
