import { getChoseong } from "es-hangul";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import { LANGS } from "../i18n/languages";
import { parseAnswers, progressText, quizOfDay, scoreOf } from "./quiz";
import { OPTION_COUNT, QUIZ_LENGTH } from "./quiz-shape";
import { addDays, factOfDay, ROTATION_START } from "./rotation";

const catalogue = loadCatalogue("data");
const days = Array.from({ length: 60 }, (_, i) => addDays(ROTATION_START, i));

describe("the daily quiz", () => {
  it("is the same for the same day and language, and differs between days", () => {
    expect(quizOfDay(catalogue, days[5]!, "ko")).toEqual(quizOfDay(catalogue, days[5]!, "ko"));
    expect(quizOfDay(catalogue, days[5]!, "en")).not.toEqual(quizOfDay(catalogue, days[6]!, "en"));
  });

  it("never asks about the day's own fact (home shows its summary above the quiz link), starts with yesterday's, and asks about five different facts, the same in both languages", () => {
    for (const day of days) {
      const en = quizOfDay(catalogue, day, "en")!;
      const ko = quizOfDay(catalogue, day, "ko")!;
      expect(en).toHaveLength(QUIZ_LENGTH);
      expect(en.map((q) => q.factPath)).not.toContain(factOfDay(catalogue, day)!.path);
      if (day !== ROTATION_START) expect(en[0]!.factPath).toBe(factOfDay(catalogue, addDays(day, -1))!.path);
      expect(new Set(en.map((q) => q.factPath)).size).toBe(QUIZ_LENGTH);
      expect(ko.map((q) => q.factPath)).toEqual(en.map((q) => q.factPath));
    }
  });

  it.each(LANGS)("has at least three kinds of question in %s, never which category", (lang) => {
    for (const day of days) {
      const kinds = new Set<string>(quizOfDay(catalogue, day, lang)!.map((q) => q.kind));
      expect(kinds.size).toBeGreaterThanOrEqual(3);
      expect(kinds.has("category")).toBe(false);
    }
  });

  it("asks 초성 questions in Korean only", () => {
    expect(days.some((d) => quizOfDay(catalogue, d, "ko")!.some((q) => q.kind === "chosung"))).toBe(true);
    expect(days.some((d) => quizOfDay(catalogue, d, "en")!.some((q) => q.kind === "chosung"))).toBe(false);
  });

  it.each(LANGS)("offers four distinct options and one right answer true to the catalogue (%s)", (lang) => {
    for (const day of days) {
      for (const q of quizOfDay(catalogue, day, lang)!) {
        const fact = catalogue.byPath.get(q.factPath)!;
        const t = fact.translations[lang]!;
        expect(q.options).toHaveLength(OPTION_COUNT);
        expect(new Set(q.options).size).toBe(OPTION_COUNT);
        const right = q.options[q.answer]!;
        switch (q.kind) {
          case "title":
            expect(q.prompt).toBe(t.body);
            expect(right).toBe(t.title);
            break;
          case "cloze":
            // A key term of the fact, cut from its title or summary; the others are other facts' terms of its
            // shape (as many words, or letters in Korean), found nowhere in this fact.
            expect(fact.glossary.map((g) => g[lang])).toContain(right);
            expect(q.prompt).toBe(t.title);
            expect([t.title, ...t.body.split(/(?<=[.!?])\s+/)].some((line) => q.blank!.parts.join(right).trim() === line.trim())).toBe(
              true,
            );
            for (const option of q.options.filter((o) => o !== right)) {
              if (lang === "en") expect(option.split(/\s+/).length).toBe(right.split(/\s+/).length);
              else expect(option.length).toBe(right.length);
              expect([t.title, t.body, ...t.detail].join("\n").toLocaleLowerCase()).not.toContain(option.toLocaleLowerCase());
            }
            break;
          case "keyword":
            expect(t.tags).toContain(q.prompt);
            expect(right).toBe(t.title);
            break;
          case "chosung":
            // The whole proof over the next year is test/data/quiz-catalogue.test.ts; here, the shape.
            expect(q.blank!.parts.join(right)).not.toBe("");
            for (const option of q.options) expect(getChoseong(option)).toBe(q.hint);
            break;
        }
      }
    }
  });

  it("has no quiz before the rotation starts", () => {
    expect(quizOfDay(catalogue, addDays(ROTATION_START, -1), "en")).toBeUndefined();
  });
});

describe("quiz progress in the URL", () => {
  const quiz = quizOfDay(catalogue, days[0]!, "en")!;
  it("reads option indexes, one per answered question, and the mark that keeps the last one shown", () => {
    expect(parseAnswers(null, quiz)).toEqual({ answers: [], revealed: false });
    expect(parseAnswers("0", quiz)).toEqual({ answers: [0], revealed: false });
    expect(parseAnswers("0!", quiz)).toEqual({ answers: [0], revealed: true });
    expect(parseAnswers("01230", quiz)).toEqual({ answers: [0, 1, 2, 3, 0], revealed: false });
    expect(parseAnswers("01230!", quiz)).toEqual({ answers: [0, 1, 2, 3, 0], revealed: true });
  });
  it.each(["", "!", "!0", "0!!", "01!2", "4", "4!", "9", "012301", "012301!", "abc", "0 1", "-1", "1e3", "０"])("rejects %j", (text) =>
    expect(parseAnswers(text, quiz)).toBeNull(),
  );
  it("writes back what it reads", () => {
    for (const text of ["0", "0!", "0123", "01230!"]) expect(progressText(parseAnswers(text, quiz)!)).toBe(text);
  });
  it("scores and draws the share grid in two shapes", () => {
    const right = quiz.map((q) => q.answer);
    const wrong = quiz.map((q) => (q.answer + 1) % OPTION_COUNT);
    expect(scoreOf(quiz, right)).toMatchObject({ score: 5, grid: "✅✅✅✅✅" });
    expect(scoreOf(quiz, [right[0]!, ...wrong.slice(1)])).toEqual({
      right: [true, false, false, false, false],
      score: 1,
      grid: "✅❌❌❌❌",
    });
  });
});
