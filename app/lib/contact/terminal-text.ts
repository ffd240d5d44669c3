/**
 * Stored text made safe to print on an operator's terminal: control characters (ESC and the rest of C0 and
 * C1, DEL, carriage return), the bidirectional controls (U+061C, U+200E/F, U+202A–E, U+2066–9), the zero-width
 * characters (U+200B–D, U+2060–4, U+FEFF, U+180E) and the line and paragraph separators (U+2028/9) — all of
 * which can disguise text or forge a line — are shown as visible escapes (\x1b, \u202e) instead of being
 * interpreted. Line feeds and tabs are kept: messages have lines.
 */
/** What is escaped; matching control characters is the point. */
// eslint-disable-next-line no-control-regex
const DISGUISING = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function terminalSafe(text: string): string {
  return text.replace(DISGUISING, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
