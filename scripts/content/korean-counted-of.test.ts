import { describe, expect, it } from "vitest";
import { countedOfPhrases } from "./korean-counted-of";

describe("number-plus-의 before a counted noun", () => {
  it("finds a count with 의 that opens its phrase (planted: the issue's and the guide's examples)", () => {
    expect(countedOfPhrases("동굴에서 약 900개 필사본의 조각이 나왔습니다.")).toEqual(["약 900개 필사본의"]);
    expect(countedOfPhrases("5명의 악사가 연주했습니다.")).toEqual(["5명의"]);
    expect(countedOfPhrases("바다에는 약 1,900종의 불가사리가 삽니다.")).toEqual(["약 1,900종의"]);
    expect(countedOfPhrases("앞을 향한 세 개의 발가락이 있습니다.")).toEqual(["세 개의"]);
    expect(countedOfPhrases("고려는 81,000여 장의 목판에 새겼습니다.")).toEqual(["81,000여 장의"]);
    expect(countedOfPhrases("전국에서 약 75만 마리의 나비를 모았습니다.")).toEqual(["약 75만 마리의"]);
  });

  it("passes the noun first and a true genitive of a counted noun", () => {
    expect(countedOfPhrases("악사 다섯 명이 연주했습니다. 필사본 약 900점의 조각이 나왔습니다.")).toEqual([]);
    expect(countedOfPhrases("코끼리 약 100마리의 무게입니다. 꽃 한 송이의 씨방이 자랍니다.")).toEqual([]);
    expect(countedOfPhrases("세종 때의 측우기와 한쪽 끝의 접시, 62cm의 몸길이, 1,300년의 역사")).toEqual([]);
  });
});
