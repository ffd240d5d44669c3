import { describe, expect, it } from "vitest";
import { quizShareText } from "./quiz-share-text";

describe("the shared quiz result", () => {
  it("names the quiz, the day and the score, then the grid and the day's address", () => {
    const shared = { day: "2026-11-27", score: 4, total: 5, grid: "✅✅❌✅✅" };
    expect(quizShareText({ ...shared, lang: "en", url: "https://curio.test/en/quiz/2026-11-27" })).toBe(
      "Curio quiz · 27 November 2026 · 4/5\n✅✅❌✅✅\nhttps://curio.test/en/quiz/2026-11-27",
    );
    expect(quizShareText({ ...shared, lang: "ko", url: "https://curio.test/ko/quiz/2026-11-27" })).toBe(
      "Curio 퀴즈 · 2026년 11월 27일 · 4/5\n✅✅❌✅✅\nhttps://curio.test/ko/quiz/2026-11-27",
    );
  });
});
