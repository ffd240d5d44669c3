import { describe, expect, it } from "vitest";
import { glossSentence } from "./glossed-text";
import { termRuns } from "./term-runs";

describe("termRuns", () => {
  it("joins a Korean particle to the term before it", () => {
    expect(termRuns(glossSentence("꿀을 감춘 난초를 보고", ["꿀", "난초"]))).toEqual([
      { before: "", term: ["꿀", 0], after: "을" },
      " 감춘 ",
      { before: "", term: ["난초", 1], after: "를" },
      " 보고",
    ]);
  });

  it("joins a plural's s and the punctuation after it, and an opening bracket or word part before", () => {
    expect(termRuns(glossSentence("It turns back into polyps. (Lunar orbiter, Danuri)", ["polyp", "lunar orbiter"]))).toEqual([
      "It turns back into ",
      { before: "", term: ["polyp", 0], after: "s." },
      " ",
      { before: "(", term: ["Lunar orbiter", 1], after: "," },
      " Danuri)",
    ]);
    expect(termRuns(glossSentence("기록은 장수하늘소를", ["하늘소"]))).toEqual([
      "기록은 ",
      { before: "장수", term: ["하늘소", 0], after: "를" },
    ]);
  });

  it("gives text with no space between two terms to the first, and leaves the text's words whole", () => {
    const runs = termRuns(glossSentence("the moth/orchid pair", ["moth", "orchid"]));
    expect(runs).toEqual(["the ", { before: "", term: ["moth", 0], after: "/" }, { before: "", term: ["orchid", 1], after: "" }, " pair"]);
    const text = (r: (typeof runs)[number]) => (typeof r === "string" ? r : r.before + r.term[0] + r.after);
    expect(runs.map(text).join("")).toBe("the moth/orchid pair");
  });

  it("leaves a sentence without terms as it is", () => {
    expect(termRuns(glossSentence("Nothing here.", ["moon"]))).toEqual(["Nothing here."]);
  });
});
