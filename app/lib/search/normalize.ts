export const MAX_QUERY_LENGTH = 100;

/** Full-width Latin letters, digits and punctuation (U+FF01–FF5E) and the ideographic space, folded to ASCII. */
function foldFullWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (c) => (c === "\u3000" ? " " : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}

/**
 * The form texts are matched in: NFC, full-width folded, lower-cased. Keeps the length of NFC text (for
 * the scripts we publish), so match positions are positions in the text shown.
 */
export function foldForMatch(text: string): string {
  return foldNfc(text.normalize("NFC"));
}

/** foldForMatch for text already in NFC (the index normalises field by field, then folds once). */
export function foldNfc(nfc: string): string {
  const wide = foldFullWidth(nfc);
  const folded = wide.toLowerCase();
  if (folded.length === wide.length) return folded;
  // A few capitals lowercase to more code units (Turkish İ → i + U+0307): fold those to their first code
  // point (İ → i), so one such letter does not leave the rest of the text unfolded, and positions still hold.
  let out = "";
  for (const ch of wide) {
    const first = String.fromCodePoint(ch.toLowerCase().codePointAt(0)!);
    out += first.length === ch.length ? first : ch;
  }
  return out;
}

/** A query as typed: cut (not rejected) at 100 characters, folded, whitespace collapsed. */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  return foldForMatch([...raw.normalize("NFC")].slice(0, MAX_QUERY_LENGTH).join(""))
    .replace(/\s+/g, " ")
    .trim();
}
