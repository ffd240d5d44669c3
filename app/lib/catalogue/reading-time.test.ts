import { describe, expect, it } from "vitest";
import { readingTimeMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
const syllables = (n: number) => "가".repeat(n);

describe("readingTimeMinutes", () => {
  it("grows with length and stays within 2–5", () => {
    expect(readingTimeMinutes("en", words(20))).toBe(2);
    expect(readingTimeMinutes("en", words(130))).toBe(3);
    expect(readingTimeMinutes("en", words(180))).toBe(4);
    expect(readingTimeMinutes("en", words(1000))).toBe(5);
  });
  it("counts every paragraph of the explanation with the summary", () => {
    expect(readingTimeMinutes("en", words(30), [words(50), words(50)])).toBe(3);
    expect(readingTimeMinutes("en", words(30), [words(50), words(50)])).toBe(readingTimeMinutes("en", words(130)));
  });
  it("measures Korean in syllables, ignoring spaces, not in English words", () => {
    expect(readingTimeMinutes("ko", syllables(300))).toBe(3);
    expect(readingTimeMinutes("ko", `${syllables(210)} ${syllables(210)}`)).toBe(4);
    // 400 syllables written as 4 "words" would be 2 minutes on the English scale.
    expect(readingTimeMinutes("ko", Array.from({ length: 4 }, () => syllables(105)).join(" "))).toBe(4);
  });
});
