import { describe, expect, it } from "vitest";
import { markTerms } from "./mark-terms";

describe("markTerms", () => {
  it("marks every occurrence, case-insensitively, keeping the text's own spelling", () => {
    expect(markTerms("Venus spins backwards. venus is odd.", ["venus"])).toEqual([
      { text: "Venus", term: 0 },
      { text: " spins backwards. " },
      { text: "venus", term: 0 },
      { text: " is odd." },
    ]);
  });

  it("prefers the longer of overlapping terms", () => {
    expect(markTerms("Its retrograde rotation is slow.", ["rotation", "retrograde rotation"])).toEqual([
      { text: "Its " },
      { text: "retrograde rotation", term: 1 },
      { text: " is slow." },
    ]);
  });

  it("finds Korean terms followed by particles", () => {
    expect(markTerms("금성은 역행 자전을 한다.", ["역행 자전", "금성"])).toEqual([
      { text: "금성", term: 1 },
      { text: "은 " },
      { text: "역행 자전", term: 0 },
      { text: "을 한다." },
    ]);
  });

  it("returns the text whole when no term occurs", () => {
    expect(markTerms("Nothing here.", ["moon"])).toEqual([{ text: "Nothing here." }]);
  });

  it("marks a Korean headword in dictionary form where the text inflects it, as the whole word", () => {
    expect(markTerms("얼음이 녹아 강으로 돌아갑니다.", ["녹다", "얼음"])).toEqual([
      { text: "얼음", term: 1 },
      { text: "이 " },
      { text: "녹아", term: 0 },
      { text: " 강으로 돌아갑니다." },
    ]);
    expect(markTerms("녹색 바람이 붑니다.", ["녹다", "바다"])).toEqual([{ text: "녹색 바람이 붑니다." }]);
  });
});
