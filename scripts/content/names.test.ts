import { describe, expect, it } from "vitest";
import { conflictingNames, nameSchema, variantsIn } from "./names";

describe("one spelling per name", () => {
  const australia = { en: "Australia", ko: "호주", variants: ["오스트레일리아"] };

  it("finds a variant where a word starts with it, with any spacing, never inside a listed name", () => {
    const names = [australia, { en: "Western Australia", ko: "웨스턴오스트레일리아주" }];
    expect(variantsIn("1964년 오스트레일리아의 과학자가 이름을 붙였습니다.", names)).toEqual([
      { variant: "오스트레일리아", name: australia },
    ]);
    expect(variantsIn("오스트레일 리아 연구진", names)).toEqual([{ variant: "오스트레일 리아", name: australia }]);
    expect(variantsIn("호주 본토는 웨스턴오스트레일리아주의 스티프 포인트에서 끝납니다.", names)).toEqual([]);
  });

  it("refuses a names list that contradicts itself", () => {
    expect(nameSchema.safeParse({ en: "Australia", ko: "호주", variants: ["호 주"] }).success).toBe(false);
    expect(nameSchema.safeParse({ en: "Australia", ko: "호주", variants: [] }).success).toBe(false);
    expect(conflictingNames([australia, { en: "Australia", ko: "오스트레일리아" }])).toEqual([
      { en: "Australia", message: "is listed with two different Korean forms" },
      { en: "Australia", message: 'refuses "오스트레일리아", which is the standard Korean form of Australia' },
    ]);
  });
});
