import { describe, expect, it } from "vitest";
import { readNumbersAloud } from "./spoken-numbers";

describe("numbers read out", () => {
  it.each([
    ["꿀의 80%가 당분입니다.", "꿀의 팔십 퍼센트가 당분입니다."],
    ["사람은 12명뿐이다", "사람은 열두 명뿐이다"],
    ["약 0.6", "약 영 점 육"],
    ["1억 4,960만 km이며", "일억 사천구백육십만 킬로미터이며"],
    ["보통 17~18% 정도", "보통 십칠에서 십팔 퍼센트 정도"],
    ["약 3.5~4.5인", "약 삼 점 오에서 사 점 오인"],
    ["1440년대에", "천사백사십 년대에"],
    ["1만 원권", "만 원권"],
    ["24개이며 3개월 뒤 400배", "스물네 개이며 삼 개월 뒤 사백 배"],
    ["-220°C보다", "영하 이백이십 도보다"],
    ["1.3mm 어긋나", "일 점 삼 밀리미터 어긋나"],
    ["10000년과 100000000년과 1,000,000명", "만 년과 일억 년과 백만 명"],
    ["20개, 1개, 99마리", "스무 개, 한 개, 아흔아홉 마리"],
    ["2,105년", "이천백오 년"],
  ])("%s → %s", (text, read) => expect(readNumbersAloud(text)).toBe(read));

  it("leaves a formula and a text without digits alone", () => {
    expect(readNumbersAloud("약 1,000경(10^19) 마리")).toBe("약 천경(10^19) 마리");
    expect(readNumbersAloud("숫자가 없는 문장")).toBe("숫자가 없는 문장");
  });
});
