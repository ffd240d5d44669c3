import { describe, expect, it } from "vitest";
import { listedName, terminalSafe } from "./terminal-text";

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

  it("shows what a hand list missed: soft hyphens, tag characters, Hangul fillers, ignorables", () => {
    expect(terminalSafe("CEO\u00ad <ceo@curio.example>\u{e0041}\u3164")).toBe("CEO\\xad <ceo@curio.example>\\u{e0041}\\u3164");
    expect(terminalSafe("A\u034fB\uffa0C\u115f")).toBe("A\\u034fB\\uffa0C\\u115f");
    // Emoji sequences stay readable.
    expect(terminalSafe("고마워요 ❤️ 👩🏽‍💻")).toBe("고마워요 ❤️ 👩🏽‍💻");
  });

  it("lists a name quoted, and marks one that passes for an address or hides characters", () => {
    expect(listedName("김지원")).toBe('"김지원"');
    const crafted = listedName("CEO <ceo@curio.example>\u00ad\u3164");
    expect(
      crafted.startsWith('"CEO <ceo@curio.example>\\xad\\u3164"  ⚠ NOT A PLAIN NAME: looks like an address; has hidden characters'),
    ).toBe(true);
    expect(listedName("Ann\nfrom <boss@curio.example>")).toContain('"Ann\\x0afrom <boss@curio.example>"  ⚠ NOT A PLAIN NAME');
  });
});
