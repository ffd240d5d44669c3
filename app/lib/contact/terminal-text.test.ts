import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-text";

describe("terminalSafe", () => {
  it("shows escape sequences, CR, NUL and bidi overrides as visible escapes, and keeps lines and Hangul", () => {
    expect(terminalSafe("\x1b]0;pwned\x07title\x1b[2J")).toBe("\\x1b]0;pwned\\x07title\\x1b[2J");
    expect(terminalSafe("a\rb\0c\x9bd")).toBe("a\\x0db\\x00c\\x9bd");
    expect(terminalSafe("evil\u202etxt.exe")).toBe("evil\\u202etxt.exe");
    expect(terminalSafe("첫 줄\n\t둘째 줄")).toBe("첫 줄\n\t둘째 줄");
  });

  it("shows every bidi control, zero-width character and line separator as an escape", () => {
    for (const c of [
      "\u061c",
      "\u200b",
      "\u200c",
      "\u200d",
      "\u200e",
      "\u200f",
      "\u2028",
      "\u2029",
      "\u2060",
      "\u2066",
      "\u2069",
      "\ufeff",
    ])
      expect(terminalSafe(`a${c}b`)).toBe(`a\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}b`);
  });
});
