import { describe, expect, it } from "vitest";
import { inflectedEnding } from "./glossary-forms";

describe("glossary headwords in dictionary form", () => {
  it("refuses a verb or adjective in an inflected form (planted: the issue's 녹아, and the catalogue's kinds)", () => {
    const inflected = ["녹아", "게워", "쉬지 않고", "철자를 틀리게", "허파 없는", "송진이 많은", "맛이 나쁘지 않은", "동기화된"];
    const more = ["만들어 낸", "길들여진", "줄어든", "퇴화한", "발생 가능한", "보수적인", "누구인지", "무거운", "녹으며"];
    for (const term of [...inflected, ...more]) expect(inflectedEnding(term), term).toBeDefined();
  });

  it("passes dictionary forms", () => {
    for (const term of ["녹다", "게우다", "쉬지 않다", "퇴화하다", "길들여지다", "보수적이다"])
      expect(inflectedEnding(term), term).toBeUndefined();
  });

  it("passes nouns whose last syllables look like endings, as the catalogue's glossary has them", () => {
    const nouns = ["관아", "발아", "배아", "영아", "사고", "얼음 창고", "무게", "대게", "상어", "단어", "중세 라틴어", "수은", "원한"];
    const more = ["지진", "여진", "서식지", "수메르인", "웃음", "털갈이", "고려", "지중해", "오키나와", "타워", "런던", "성운", "행운"];
    for (const term of [...nouns, ...more]) expect(inflectedEnding(term), term).toBeUndefined();
  });
});
