import { describe, expect, it } from "vitest";
import { missingNumbers, numbersIn } from "./numbers";

const written = (text: string, lang: "en" | "ko") => [...numbersIn(text, lang).written];
const missing = (en: string, ko: string) => ({
  notInKo: missingNumbers(numbersIn(en, "en"), numbersIn(ko, "ko")),
  notInEn: missingNumbers(numbersIn(ko, "ko"), numbersIn(en, "en")),
});

describe("numbersIn", () => {
  it("reads Korean 만/억/조/경 and English scales as the same values", () => {
    expect(written("1억 5천만 km", "ko")).toEqual(written("150 million km", "en"));
    expect(written("4억 5,000만 년 전", "ko")).toEqual(written("450 million years ago", "en"));
    expect(written("약 46억 년", "ko")).toEqual(written("about 4.6 billion years", "en"));
    expect(written("1만 2,000년 전", "ko")).toEqual(written("12,000 years ago", "en"));
    expect(written("430만 톤", "ko")).toEqual(written("4.3 million tonnes", "en"));
    expect(written("약 1,000경 마리", "ko")).toEqual(written("about 10 quintillion insects", "en"));
    expect(written("3천 년", "ko")).toEqual(["3000"]);
  });
  it("gives a range's scale to both ends", () => {
    expect(written("3억 8,500만~3억 9,000만 년 전", "ko")).toEqual(written("385–390 million years ago", "en"));
  });
  it("keeps years, decimals and percentages exact, and separate numbers apart", () => {
    expect(written("1883년 11월 18일, 0.03%, 224.7일", "ko").sort()).toEqual(["0.03", "11", "18", "1883", "224.7"]);
    expect(written("On 18 November 1883, 0.03%, 224.7 days", "en").sort()).toEqual(["0.03", "18", "1883", "224.7"]);
  });
  it("ignores digits that belong to a formula or a name (CO2, H2O)", () => {
    expect(written("CO2 and H2O", "en")).toEqual([]);
  });
});

describe("missingNumbers", () => {
  it("catches a Korean text that drops a number", () => {
    expect(
      missing("The Sun turns about 4.3 million tonnes of mass into energy every second.", "태양은 매초 질량을 에너지로 바꿉니다.").notInKo,
    ).toEqual(["4300000"]);
  });
  it("catches a number that differs", () => {
    expect(missing("Light takes 8 minutes and 20 seconds.", "빛은 8분 30초 걸립니다.")).toEqual({ notInKo: ["20"], notInEn: ["30"] });
  });
  it("accepts a number written in words, a month name or a regnal numeral on the other side", () => {
    expect(missing("It has three hearts.", "심장이 3개 있습니다.").notInEn).toEqual([]);
    expect(missing("Cleopatra VII died in August 30 BCE.", "클레오파트라 7세는 기원전 30년 8월에 죽었습니다.").notInEn).toEqual([]);
    expect(missing("It has 3 hearts.", "심장이 세 개 있습니다.").notInKo).toEqual([]);
  });
  it("still demands a digit that the other side only implies", () => {
    expect(missing("It has hearts.", "심장이 3개 있습니다.").notInEn).toEqual(["3"]);
  });
});
