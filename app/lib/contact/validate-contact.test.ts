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

  it("keeps the lines of a message", () => {
    expect(validateContact(form({ ...valid, message: "First line.\nSecond line." })).errors).toEqual({});
  });
});
