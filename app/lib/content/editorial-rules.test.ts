import { describe, expect, it } from "vitest";
import { factSchema } from "../catalogue/schema";
import { fact } from "../../../test/fixtures/catalogue";
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
});
