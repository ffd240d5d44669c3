import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-text";

describe("terminalSafe", () => {
  it("shows escape sequences, CR, NUL and bidi overrides as visible escapes, and keeps lines and Hangul", () => {
    expect(terminalSafe("\x1b]0;pwned\x07title\x1b[2J")).toBe("\\x1b]0;pwned\\x07title\\x1b[2J");
    expect(terminalSafe("a\rb\0c\x9bd")).toBe("a\\x0db\\x00c\\x9bd");
    expect(terminalSafe("evil\u202etxt.exe")).toBe("evil\\u202etxt.exe");
    expect(terminalSafe("첫 줄\n\t둘째 줄")).toBe("첫 줄\n\t둘째 줄");
  });
});
