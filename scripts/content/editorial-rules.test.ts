import { describe, expect, it } from "vitest";
import { factSchema } from "../../app/lib/catalogue/schema";
import { fact } from "../../test/fixtures/catalogue";
import { editorialProblems } from "./editorial-rules";
import { formatProblem } from "./waivers";

const sentence = "One two three four five six seven eight nine ten.";
const paragraphs = (words: number) => [
  Array(words / 20)
    .fill(sentence)
    .join(" "),
  Array(words / 20)
    .fill(sentence)
    .join(" "),
];
const EN = { detail: paragraphs(120), seoDescription: "e".repeat(140), reviewedAt: "2024-04-02" };
const KO = { seoDescription: "가".repeat(90), reviewedAt: "2024-04-02" };

function problems(en: object = {}, ko: object = {}) {
  return editorialProblems(factSchema.parse(fact("space", "rules", "2024-04-01", { ...EN, ...en }, { ...KO, ...ko }))).map(formatProblem);
}

describe("editorial rules (npm run check:content)", () => {
  it("pass a fact within every limit", () => {
    expect(problems()).toEqual([]);
  });

  it("hold the English explanation to 90–180 words", () => {
    expect(problems({ detail: paragraphs(80) })).toEqual(["/fact/space/rules translations.en.detail length: has 80 words; write 90–180"]);
    expect(problems({ detail: paragraphs(200) })).toEqual(["/fact/space/rules translations.en.detail length: has 200 words; write 90–180"]);
    expect(problems({ detail: paragraphs(180) })).toEqual([]);
  });

  it("hold search descriptions to 120–160 characters in English and 60–120 in Korean", () => {
    expect(problems({ seoDescription: "e".repeat(119) }, { seoDescription: "가".repeat(121) })).toEqual([
      "/fact/space/rules translations.en.seoDescription length: has 119 characters; write 120–160",
      "/fact/space/rules translations.ko.seoDescription length: has 121 characters; write 60–120",
    ]);
    expect(problems({ seoDescription: undefined })).toEqual([
      "/fact/space/rules translations.en.seoDescription length: is missing; write 120–160 characters",
    ]);
  });

  it("refuse a title that asks", () => {
    expect(problems({ title: "Is Venus Hot?" })).toEqual([
      '/fact/space/rules translations.en.title statement: ends with "?"; a fact title states its claim',
    ]);
  });

  it("name the fact whose translation has no review on record", () => {
    expect(problems({}, { reviewedAt: undefined })).toEqual([
      "/fact/space/rules translations.ko.reviewedAt review: is missing; set the day a reviewer checked this translation claim by claim",
    ]);
  });

  it("hold a Korean title to a sentence in ‘-다’ (planted: the issue's 바티칸 시국)", () => {
    const refused = (title: string) => problems({}, { title }).some((p) => p.includes("translations.ko.title statement"));
    for (const title of [
      "세계에서 가장 작은 나라, 바티칸 시국",
      "비 냄새에는 이름이 있다, 페트리코",
      "눈송이가 육각형인 이유",
      "가장 깊은 바다",
    ])
      expect(refused(title), title).toBe(true);
    expect(problems({}, { title: "금성의 하루는 일 년보다 깁니다" })).toEqual([
      '/fact/space/rules translations.ko.title statement: "금성의 하루는 일 년보다 깁니다" ends in 합니다체 (…ㅂ니다); a title ends in ‘-다’ (…이다, …했다, …한다)',
    ]);
    for (const title of [
      "바티칸 시국은 세계에서 가장 작은 나라다",
      "거미는 곤충이 아니다",
      "쥐는 간지럼을 타면 초음파로 ‘웃는다’",
      "최초로 우주에 간 동물은 초파리였다",
    ])
      expect(refused(title), title).toBe(false);
  });
});
