/**
 * Stored text made safe to print on an operator's terminal: control characters (ESC and the rest of C0 and
 * C1, DEL, carriage return) and the bidirectional overrides that can disguise text are shown as visible
 * escapes (\x1b, \u202e) instead of being interpreted. Line feeds and tabs are kept: messages have lines.
 */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
