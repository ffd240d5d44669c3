import { describe, expect, it } from "vitest";
import { digitsBeforeCountedNouns } from "./counted-numbers";

const found = (text: string) => digitsBeforeCountedNouns(text).map((d) => d.text);

describe("digits before a counted noun (docs/style-guide.md, Numbers in prose)", () => {
  it("finds a digit from one to nine before a counted noun, adjectives and durations included", () => {
    expect(found("The museum hired 2 scholars and 5 musicians.")).toEqual(["2 scholars", "5 musicians"]);
    expect(found("Sputnik 1 carried 4 long antennas for about 3 months.")).toEqual(["4 long", "3 months"]);
    expect(found("The 4 Black Symbols on Korea's Flag")).toEqual(["4 Black"]);
    expect(found("2 years later, in 1934, he named it.")).toEqual(["2 years"]);
    // Found by a second reader (2026-11-27): a sentence's first word before the digit, a part of a group.
    expect(found("Having 7 neck vertebrae is the rule.")).toEqual(["7 neck"]);
    expect(found("In each set, 2 of the eyes have lenses, and 3 of them are small.")).toEqual(["2 of", "3 of"]);
  });

  it("gives where the digit stands, so a fix can spell it out", () => {
    expect(digitsBeforeCountedNouns("It has 3 telescopes.")).toEqual([{ index: 7, text: "3 telescopes" }]);
  });

  it("leaves units, scale words, dates, ages, ranges, scores, labels, operands and larger figures alone", () => {
    for (const text of [
      "It is 5 m long, weighs 2 grams and is 1 percent gold, at 3 °C.",
      "Finland has 3 million saunas.",
      "It launched on 4 October 1957, shortly after 8 in the morning.",
      "A baby was 1 year old at birth and turned 2 the very next day.",
      "No more than 7 or 8 times, the digits 1 to 9, a 9 by 9 grid, 1 or 2 years.",
      "AlphaGo beat Lee Sedol 4 games to 1.",
      "Sputnik 1 carried radios; in game 4 he played move 78 on an Ariane 4 rocket.",
      "Dividing by 3 gives the distance.",
      "1 of 5, a score of 2 of 10, 4 of which survived.",
      "Light takes about 8 minutes and 20 seconds; the bird landed 11 days and 1 hour later.",
      "A 1.6 m mirror, a 3×3×3 cube, 1/8 the size, 2,400 km, 10 scholars, a 9-storey pagoda.",
    ])
      expect(found(text), text).toEqual([]);
  });
});
