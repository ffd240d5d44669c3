import { describe, expect, it } from "vitest";
import { buildCards, findTerm, type FactForCards } from "./cards";

const fact: FactForCards = {
  path: "/fact/animals/sharks-older-than-trees",
  title: "Sharks Are Older Than Trees",
  glossary: [
    { en: "denticles", ko: "방패비늘", note: { en: "tooth-like scales", ko: "이빨 모양의 비늘" } },
    { en: "Cartilage", ko: "연골" },
    { en: "lineage", ko: "계통" },
  ],
  paragraphs: [
    [
      {
        en: ["Sharks have skeletons of cartilage."],
        ko: ["상어의 뼈대는 연골로 되어 있습니다."],
      },
    ],
    [
      {
        en: ["Their skin is covered in denticles.", "They shed them."],
        ko: ["상어의 피부는 방패비늘로 덮여 있습니다."],
      },
    ],
  ],
};

describe("review cards", () => {
  it("on /en, blanks the Korean term in its Korean sentence, the English pair as the prompt", () => {
    const cards = buildCards(fact, "en");
    expect(cards.map((c) => c.answer)).toEqual(["방패비늘", "연골"]);
    const [denticles] = cards;
    expect(denticles).toEqual({
      id: "ko|/fact/animals/sharks-older-than-trees|denticles",
      fact: fact.path,
      title: fact.title,
      learn: "ko",
      answer: "방패비늘",
      before: "상어의 피부는 ",
      after: "로 덮여 있습니다.",
      gloss: "denticles",
      note: "tooth-like scales",
      prompt: "Their skin is covered in denticles. They shed them.",
    });
  });

  it("on /ko, blanks the English term (ignoring case) in its English sentence, the Korean pair as the prompt", () => {
    const cards = buildCards(fact, "ko");
    expect(cards.map((c) => c.id)).toEqual([
      "en|/fact/animals/sharks-older-than-trees|denticles",
      "en|/fact/animals/sharks-older-than-trees|Cartilage",
    ]);
    const cartilage = cards[1]!;
    expect([cartilage.before, cartilage.answer, cartilage.after]).toEqual(["Sharks have skeletons of ", "cartilage", "."]);
    expect(cartilage.prompt).toBe("상어의 뼈대는 연골로 되어 있습니다.");
    expect(cartilage.gloss).toBe("연골");
    expect(cartilage.note).toBeUndefined();
    expect(cards[0]!.note).toBe("이빨 모양의 비늘");
  });

  it("skips a term that occurs in no sentence of the language learnt", () => {
    expect(buildCards(fact, "en").some((c) => c.gloss === "lineage")).toBe(false);
    expect(buildCards(fact, "ko").some((c) => c.gloss === "계통")).toBe(false);
    expect(buildCards({ ...fact, paragraphs: [[{ en: ["Cartilage."], ko: [] }]] }, "en")).toEqual([]);
  });

  it("finds terms literally, never as a pattern", () => {
    expect(findTerm("A (b) c", "(b)")).toEqual({ index: 2, length: 3 });
    expect(findTerm("abc", "a.c")).toBeUndefined();
    expect(findTerm("abc", " ")).toBeUndefined();
  });
});
