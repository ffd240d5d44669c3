import { describe, expect, it } from "vitest";
import { KO_SENTENCE_MAX_CHARS, koreanSentenceChars, overlongKoreanSentences } from "./korean-sentence-length";

describe("over-long Korean sentences (docs/style-guide.md, 문장 길이)", () => {
  it("counts characters, leaving out what stands in brackets", () => {
    expect(koreanSentenceChars("반딧불이 포티누스 카롤리누스(Photinus carolinus)는 다릅니다.")).toBe(
      [..."반딧불이 포티누스 카롤리누스는 다릅니다."].length,
    );
  });

  it("flags only the sentence over the limit", () => {
    const short = "파리지옥은 수를 셉니다.";
    const clause = "신호가 쌓이면 소화 효소를 만들고, ";
    const long = `${clause.repeat(Math.ceil(KO_SENTENCE_MAX_CHARS / clause.length))}양분을 흡수합니다.`;
    expect(overlongKoreanSentences(`${short} ${long}`)).toEqual([{ sentence: long, chars: [...long].length }]);
    expect(overlongKoreanSentences(short)).toEqual([]);
  });

  it("lets a sentence at the limit through when its extra length is a scientific name in brackets", () => {
    const body = "가".repeat(KO_SENTENCE_MAX_CHARS - 1);
    expect(overlongKoreanSentences(`${body}.`)).toEqual([]);
    expect(overlongKoreanSentences(`${body}(Photinus carolinus).`)).toEqual([]);
    expect(overlongKoreanSentences(`${body}가.`)).toHaveLength(1);
  });
});
