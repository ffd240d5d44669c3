import { describe, expect, it } from "vitest";
import { validateReport } from "./validate-report";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const valid = { reason: "translation", message: "The Korean says round trip; the English says one way.", email: "" };

describe("validateReport", () => {
  it("accepts a report without an e-mail address, trimmed", () => {
    expect(validateReport(form({ ...valid, message: `  ${valid.message}  ` }))).toEqual({ values: valid, errors: {} });
  });
  it("accepts an e-mail address when one is given", () => {
    expect(validateReport(form({ ...valid, email: "reader@example.com" })).errors).toEqual({});
  });
  it.each([
    ["reason", { ...valid, reason: "spam" }],
    ["reason", { message: valid.message }],
    ["message", { ...valid, message: "too short" }],
    ["message", { ...valid, message: "y".repeat(5001) }],
    ["email", { ...valid, email: "not-an-address" }],
  ])("refuses an invalid %s", (field, fields) => {
    expect(Object.keys(validateReport(form(fields)).errors)).toEqual([field]);
  });
});
