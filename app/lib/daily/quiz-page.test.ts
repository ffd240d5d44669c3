import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import { quizOfDay } from "./quiz";
import { quizPageModel } from "./quiz-page";
import { addDays, ROTATION_START } from "./rotation";

const catalogue = loadCatalogue("data");
const day = addDays(ROTATION_START, 3);
const questions = quizOfDay(catalogue, day, "en")!;
const model = (answers: number[], revealed: boolean) =>
  quizPageModel(catalogue, {
    lang: "en",
    day,
    questions,
    progress: { answers, revealed },
    shareUrl: `https://curio.test/en/quiz/${day}`,
  });

describe("the quiz page model", () => {
  it("asks a question whose options link to the same question answered", () => {
    const { question, result } = model([1], false);
    expect(result).toBeNull();
    expect(question!.number).toBe(2);
    expect(question!.reveal).toBeNull();
    expect(question!.options.map((o) => o.href)).toEqual([0, 1, 2, 3].map((i) => `/en/quiz/${day}?a=1${i}!`));
  });

  it("shows an answered question with the choice, the right answer, its fact, and Next without the mark", () => {
    const { question } = model([1, 2], true);
    expect(question!.number).toBe(2);
    expect(question!.reveal).toMatchObject({ given: 2, answer: questions[1]!.answer, right: questions[1]!.answer === 2, isLast: false });
    expect(question!.reveal!.fact.href).toBe(`/en${questions[1]!.factPath}`);
    expect(question!.reveal!.next).toBe(`/en/quiz/${day}?a=12`);
    expect(model([0, 0, 0, 0, 0], true).question!.reveal!.isLast).toBe(true);
  });

  it("scores a finished quiz, lists the five facts once each (missed ones with their answer), encourages, and writes the shared text", () => {
    const answers = questions.map((q, i) => (i < 2 ? q.answer : (q.answer + 1) % 4));
    const { question, result } = model(answers, false);
    expect(question).toBeNull();
    expect(result!.score).toBe(2);
    expect(result!.grid).toBe("✅✅❌❌❌");
    expect(result!.gridLabel).toBe("Question by question: 1 right, 2 right, 3 missed, 4 missed, 5 missed");
    expect(result!.facts.map((f) => [f.number, f.right])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(result!.facts.map((f) => f.href)).toEqual(questions.map((q) => `/en${q.factPath}`));
    // A missed question's answer is given unless it is the fact's title, which the list shows already.
    for (const [i, f] of result!.facts.entries()) {
      const answer = questions[i]!.options[questions[i]!.answer]!;
      expect(f.answer).toBe(f.right || answer === f.title ? null : answer);
    }
    expect(result!.encouragement).toBe("Two right. The facts below are short reads: try them before tomorrow’s quiz.");
    expect(
      model(
        questions.map((q) => q.answer),
        false,
      ).result!.encouragement,
    ).toBe("Five of five: every answer right!");
    expect(result!.shareText.split("\n")).toEqual([
      expect.stringMatching(/^Curio quiz · \d+ \w+ 2026 · 2\/5$/),
      "✅✅❌❌❌",
      `https://curio.test/en/quiz/${day}`,
    ]);
  });
});
