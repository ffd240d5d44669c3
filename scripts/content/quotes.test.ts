import { describe, expect, it } from "vitest";
import { straightQuotations } from "./quotes";

describe("straight quotation marks (docs/style-guide.md, Quotation marks)", () => {
  it("finds a phrase quoted between straight single quotes, in English and in Korean", () => {
    expect(straightQuotations("The word 'OK' began as 'oll korrect'.")).toEqual(["OK", "oll korrect"]);
    expect(straightQuotations("'Dark Side' of the Moon")).toEqual(["Dark Side"]);
    expect(straightQuotations("she said, 'I have seen my death.'")).toEqual(["I have seen my death."]);
    expect(straightQuotations("He called it 'X' rays.")).toEqual(["X"]);
    expect(straightQuotations("'삼'에는 크고 많은 것을, '성'에는 밝은 것을")).toEqual(["삼", "성"]);
    expect(straightQuotations("'pneumono'(폐), 'ultra'(극도로)")).toEqual(["pneumono", "ultra"]);
  });

  it("keeps an apostrophe inside a quoted phrase in it, and closes at the first mark that can close", () => {
    expect(straightQuotations("the claim that 'a bumblebee can't fly' is a myth")).toEqual(["a bumblebee can't fly"]);
    expect(straightQuotations("called 'Press 'n Peel' notes")).toEqual(["Press 'n Peel"]);
  });

  it("leaves apostrophes and curly quotes alone", () => {
    for (const text of [
      "The Hundred Years' War lasted 116 years; the sharks' eye lenses; it's Earth's.",
      "A ‘waggle dance’, ‘바나나 등가 선량’이라고, ‘X’ rays",
    ])
      expect(straightQuotations(text), text).toEqual([]);
  });
});
