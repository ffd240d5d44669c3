import { describe, expect, it } from "vitest";
import type { Fact } from "../catalogue/schema";
import { alignSentences, makeFactPairs, pairProblems, pairsForPage, splitParagraph } from "./sentence-pairs";

describe("splitParagraph", () => {
  it("splits at sentence ends followed by a space, and joining by spaces gives the paragraph back", () => {
    const text = "Sharks are old. Trees are younger! Are they? Yes.";
    expect(splitParagraph(text, "en")).toEqual(["Sharks are old.", "Trees are younger!", "Are they?", "Yes."]);
    expect(splitParagraph(text, "en").join(" ")).toBe(text);
  });

  it("keeps abbreviations, initialisms and decimals inside their sentence", () => {
    expect(splitParagraph("Dr. Laennec rolled paper in c. 1816 in the U.S. state records. It worked.", "en")).toEqual([
      "Dr. Laennec rolled paper in c. 1816 in the U.S. state records.",
      "It worked.",
    ]);
    expect(splitParagraph("It weighs 1.4 g, e.g. less than a coin. Light.", "en")).toEqual([
      "It weighs 1.4 g, e.g. less than a coin.",
      "Light.",
    ]);
  });

  it("ends a sentence after a temperature or a Roman numeral that closes it", () => {
    expect(splitParagraph("Water is densest at about 4 °C. Ice floats.", "en")).toEqual(["Water is densest at about 4 °C.", "Ice floats."]);
  });

  it("keeps a Korean quotation whole and splits Korean sentences", () => {
    const text = "그는 “살아 있다.”라고 말했습니다. 물은 약 4°C에서 가장 무겁습니다. ‘브르르-흠’ 소리입니다.";
    expect(splitParagraph(text, "ko")).toEqual([
      "그는 “살아 있다.”라고 말했습니다.",
      "물은 약 4°C에서 가장 무겁습니다.",
      "‘브르르-흠’ 소리입니다.",
    ]);
  });
});

describe("alignSentences", () => {
  it("pairs one to one when the counts match", () => {
    expect(alignSentences(["A.", "B."], ["가.", "나."])).toEqual([
      [["A."], ["가."]],
      [["B."], ["나."]],
    ]);
  });

  it("gives a long sentence the two short ones that translate it", () => {
    const en = ["A very long English sentence that says two things at once, and at some length.", "Short one."];
    const ko = ["긴 영어 문장의 앞부분입니다.", "긴 영어 문장의 뒷부분입니다.", "짧은 문장."];
    expect(alignSentences(en, ko)).toEqual([
      [[en[0]], [ko[0], ko[1]]],
      [[en[1]], [ko[2]]],
    ]);
  });
});

const fact = {
  id: "x",
  translations: {
    en: { body: "One. Two.", detail: ["Three.", "Four. Five."] },
    ko: { body: "하나. 둘.", detail: ["셋.", "넷이고 다섯."] },
  },
} as unknown as Fact;

describe("pairProblems", () => {
  it("accepts pairs that rebuild every paragraph in both languages", () => {
    const pairs = makeFactPairs(fact);
    expect(pairs.detail[1]).toEqual([{ en: ["Four.", "Five."], ko: ["넷이고 다섯."] }]);
    expect(pairProblems(fact, pairs)).toEqual([]);
  });

  it("names the paragraph and language where a sentence is unpaired or the text changed", () => {
    const pairs = makeFactPairs(fact);
    const dropped = { ...pairs, body: [{ en: ["One."], ko: ["하나."] }] };
    expect(pairProblems(fact, dropped)).toEqual([
      "body en: the 1 paired sentences do not rebuild the paragraph (a sentence is unpaired, missing or the text changed)",
      "body ko: the 1 paired sentences do not rebuild the paragraph (a sentence is unpaired, missing or the text changed)",
    ]);
    const edited = {
      ...fact,
      translations: { ...fact.translations, ko: { body: "하나. 둘!", detail: ["셋.", "넷이고 다섯."] } },
    } as unknown as Fact;
    expect(pairProblems(edited, pairs)).toEqual([
      "body ko: the 2 paired sentences do not rebuild the paragraph (a sentence is unpaired, missing or the text changed)",
    ]);
    expect(pairProblems(fact, { ...pairs, detail: [pairs.detail[0]!] })[0]).toBe("pairs 2 paragraphs where the en text has 3");
  });

  it("shows stale or missing pairs as whole paragraphs rather than wrong sentences", () => {
    expect(pairsForPage(fact, undefined)[2]).toEqual([{ en: ["Four. Five."], ko: ["넷이고 다섯."] }]);
    expect(pairsForPage(fact, makeFactPairs(fact))[0]).toEqual([
      { en: ["One."], ko: ["하나."] },
      { en: ["Two."], ko: ["둘."] },
    ]);
  });
});

describe("splitParagraph after the segmenter", () => {
  it("splits off a sentence that opens with a digit or a quotation mark", () => {
    expect(splitParagraph("They counted in base 60. 60 divides evenly. 'Jot' is old.", "en")).toEqual([
      "They counted in base 60.",
      "60 divides evenly.",
      "'Jot' is old.",
    ]);
    expect(splitParagraph("뜻입니다. 'jot and tittle'이라는 표현입니다.", "ko")).toEqual([
      "뜻입니다.",
      "'jot and tittle'이라는 표현입니다.",
    ]);
  });
});
