import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The stylesheet uses no CSS nesting: a rule left unclosed nests everything after it (a merge once
 * hid the Save buttons' absolute positioning under a side-by-side selector and shifted every card).
 */
function nestedRules(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  const stack: boolean[] = []; // true when the open block is an at-rule (@media, @supports, …)
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "{") {
      const prelude = text.slice(start, i).trim();
      if (stack.length > 0 && !stack[stack.length - 1]) found.push(`line ${text.slice(0, i).split("\n").length}: ${prelude.slice(-60)}`);
      stack.push(prelude.startsWith("@"));
      start = i + 1;
    } else if (ch === "}") {
      stack.pop();
      start = i + 1;
    } else if (ch === ";") start = i + 1;
  }
  return stack.length > 0 ? [...found, `${stack.length} block(s) left open at the end`] : found;
}

describe("app.css", () => {
  it("closes every rule before the next one starts", () => {
    expect(nestedRules(readFileSync(new URL("./app.css", import.meta.url), "utf8"))).toEqual([]);
  });

  it("finds an unclosed rule", () => {
    expect(nestedRules(".a { color: red;\n.b { color: blue; }\n")).toHaveLength(2);
    expect(nestedRules("@media (min-width: 1px) { .a { color: red; } }")).toEqual([]);
  });
});
