import { describe, expect, it } from "vitest";
import { isOneLine, validateContact } from "./validate-contact";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const valid = { email: "reader@example.com", name: "Kim Ji-won", message: "A message of some length." };

describe("validateContact", () => {
  it("takes a name in any script, emoji sequences included", () => {
    for (const name of ["김지원", "Zoë O'Brien", "Ann 👩‍💻", "ज्ञान"]) expect(validateContact(form({ ...valid, name })).errors).toEqual({});
  });

  it("refuses a name that is not one line of visible text", () => {
    for (const name of [
      "Ann\nBee",
      "Ann\rBee",
      "Ann\tBee",
      "Ann\u2028Bee",
      "Ann\u202eeeB",
      "Ann\u200bBee",
      "An\ufeffn",
      "Ann\u061cBee",
      "Ann\x1b[2J",
    ]) {
      expect(isOneLine(name)).toBe(false);
      expect(validateContact(form({ ...valid, name })).errors).toEqual({ name: true });
    }
  });

  it("refuses invisible characters found by Unicode property, not only the listed ones", () => {
    // Soft hyphen, a tag character, the Hangul fillers, the combining grapheme joiner, a word joiner, Mongolian
    // vowel separator, a private-use character, two variation selectors in a row, ZWNJ between Latin letters.
    for (const name of [
      "CE\u00adO",
      "Kim\u{e0041}",
      "\u3164",
      "Lee\uffa0",
      "A\u034fnn",
      "An\u2060n",
      "An\u180en",
      "An\ue000n",
      "x\ufe0f\ufe0f",
      "CE\u200cO",
    ])
      expect(validateContact(form({ ...valid, name })).errors, JSON.stringify(name)).toEqual({ name: true });
    // What belongs to the text stays: emoji sequences, a variation selector, a flag's tags, ZWNJ in Persian.
    for (const name of ["Ann ❤️", "Dev 👩🏽‍💻", "Ewan 🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}", "می\u200cخواهم"])
      expect(validateContact(form({ ...valid, name })).errors, JSON.stringify(name)).toEqual({});
  });

  it("refuses a name that passes for an address", () => {
    for (const name of ["CEO <ceo@curio.example>", "ceo@curio.example", "Boss ＜boss＠curio.example＞", "<Ann>"])
      expect(validateContact(form({ ...valid, name })).errors, name).toEqual({ name: true });
    expect(validateContact(form({ ...valid, name: "Kim @ Seoul" })).errors).toEqual({});
  });

  it("keeps the lines of a message", () => {
    expect(validateContact(form({ ...valid, message: "First line.\nSecond line." })).errors).toEqual({});
  });
});
