import { describe, expect, it } from "vitest";
import { headwordPattern, holdsTerm, isPredicateHeadword } from "./korean-headword";

describe("Korean headwords in dictionary form", () => {
  it("tells a verb or adjective from a noun ending in 다", () => {
    expect(isPredicateHeadword("녹다")).toBe(true);
    expect(isPredicateHeadword("쉬지 않다")).toBe(true);
    expect(isPredicateHeadword("바다")).toBe(false);
    expect(isPredicateHeadword("캐나다")).toBe(false);
    expect(isPredicateHeadword("녹아")).toBe(false);
  });

  it("finds a headword where the text inflects it, regular stems and the common irregular ones", () => {
    const cases: [string, string][] = [
      ["녹다", "얼음 호텔은 봄이면 녹아 강으로 돌아갑니다."],
      ["녹다", "얼음이 녹는 온도"],
      ["게우다", "피를 게워 나누어 줍니다."],
      ["퇴화하다", "입이 퇴화한 하루살이"],
      ["동기화되다", "동기화된 불빛"],
      ["길들여지다", "완전히 길들여진 누에나방"],
      ["줄어들다", "줄어든 말"],
      ["만들어 내다", "퍼즐로 만들어 낸 단어"],
      ["쉬지 않다", "쉬지 않고 날았습니다."],
      ["보수적이다", "보수적인 추정"],
      ["무겁다", "무거워서 가라앉습니다."],
    ];
    for (const [term, text] of cases) expect(holdsTerm(text, term), `${term} in ${text}`).toBe(true);
  });

  it("finds a term written as it is, and nothing that only shares a first syllable", () => {
    expect(holdsTerm("깊은 바다에 삽니다.", "바다")).toBe(true);
    expect(holdsTerm("바람이 붑니다.", "바다")).toBe(false);
    expect(holdsTerm("녹색 잎입니다.", "녹다")).toBe(false);
    expect(holdsTerm("얼음이 다 녹았다", "녹다")).toBe(true);
    expect(holdsTerm("그는 민녹아 씨를 만났다", "녹다")).toBe(false);
  });

  it("matches the whole inflected word", () => {
    expect([..."피를 게워 줍니다".matchAll(headwordPattern("게우다")!)].map((m) => m[0])).toEqual(["게워"]);
  });
});
