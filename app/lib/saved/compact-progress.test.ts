import { describe, expect, it } from "vitest";
import { fromCompactText, toCompactText } from "./compact-progress";

describe("the compact progress text (backup code C2)", () => {
  const progress = {
    saved: [
      { path: "/fact/space/venus-day-longer-than-year", savedAt: Date.UTC(2026, 10, 27, 8, 15) },
      { path: "/fact/music/a-category-outside-the-six", savedAt: Date.UTC(2023, 0, 1) },
    ],
    quizDays: ["2026-11-27", "2026-11-26", "2026-11-20"],
    finishedQuizzes: [
      { day: "2026-11-27", lang: "en" as const, answers: "01230", score: 3 },
      { day: "2026-11-26", lang: "en" as const, score: 5 },
      { day: "2026-11-20", lang: "ko" as const, answers: "33333" },
    ],
  };

  it("writes paths as category digit and slug, times and days as numbers, and reads them back", () => {
    const text = toCompactText(progress);
    expect(text).toBe(
      "5venus-day-longer-than-year_wr9r.music/a-category-outside-the-six_-b9k0~ta.6.1~en_tg_05-13_01230.ko_ta_0X33333_33333",
    );
    expect(fromCompactText(text)).toEqual(progress);
    expect(text).toMatch(/^[A-Za-z0-9._~/-]+$/);
  });

  it("carries review cards as JSON after the rest", () => {
    const review = {
      "en|/fact/space/x|orbit": {
        fact: "/fact/space/x",
        due: 1,
        stability: 1,
        difficulty: 1,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 0,
        lapses: 0,
        state: 0,
      },
    };
    expect(fromCompactText(toCompactText({ ...progress, review }))).toEqual({ ...progress, review });
    expect(fromCompactText("~~")).toEqual({ saved: [], quizDays: [], finishedQuizzes: [] });
  });

  it.each([
    ["a saved fact without its minute", "5venus~~"],
    ["a path with other characters", "5../etc_1~~"],
    ["a day that is not a number", "~zz!~"],
    ["a language group cut short", "~~en_sr"],
    ["a first quiz not on the first day", "~~en_sr_15_"],
    ["a quiz without a score or answers", "~~en_sr_0_"],
    ["cards that are not JSON", "~~~{nope"],
  ])("reads nothing from %s", (_, text) => {
    expect(fromCompactText(text)).toBeUndefined();
  });
});
