export const MAX_QUERY_LENGTH = 100;

/** Full-width Latin letters, digits and punctuation (U+FF01–FF5E) and the ideographic space, folded to ASCII. */
function foldFullWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (c) =>
    c === "\u3000" ? " " : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/** The form both the index and queries are compared in: NFC, full-width folded, lower-cased, spaces collapsed. */
export function normalizeForSearch(text: string): string {
  return foldFullWidth(text.normalize("NFC")).toLowerCase().replace(/\s+/g, " ").trim();
}

/** A query as typed: cut (not rejected) at 100 characters, then normalised. */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  return normalizeForSearch([...raw.normalize("NFC")].slice(0, MAX_QUERY_LENGTH).join(""));
}
