import { describe, expect, it } from "vitest";
import type { FinishedQuiz } from "./finished-quizzes";
import { longestStreak, quizStats, WIN_SCORE } from "./quiz-stats";

const quiz = (day: string, score?: number, lang: "en" | "ko" = "en"): FinishedQuiz => ({
  day,
  lang,
  answers: "01230",
  ...(score === undefined ? {} : { score }),
});

describe("a reader's quiz statistics", () => {
  it("counts quizzes played, won (three of five or more) and each score", () => {
    const stats = quizStats(
      [quiz("2026-12-01", 5), quiz("2026-12-01", 2, "ko"), quiz("2026-11-30", 3), quiz("2026-11-28", 0), quiz("2026-11-20")],
      [],
      "2026-12-01",
    );
    expect(WIN_SCORE).toBe(3);
    expect(stats.played).toBe(5);
    // Two won of the four with a score (the one kept before scores counts as played only).
    expect(stats.winRate).toBe(50);
    expect(stats.distribution).toEqual([1, 0, 1, 1, 0, 1]);
  });

  it("has no win rate before a scored quiz, and zero everything for a new reader", () => {
    expect(quizStats([], [], "2026-12-01")).toEqual({
      played: 0,
      winRate: null,
      currentStreak: 0,
      bestStreak: 0,
      distribution: [0, 0, 0, 0, 0, 0],
    });
    expect(quizStats([quiz("2026-11-20")], [], "2026-12-01").winRate).toBeNull();
  });

  it("gives the current streak (still alive until today is over) and the best one, across months and years", () => {
    const days = [
      "2026-12-01",
      "2026-11-30",
      "2026-11-29",
      "2026-11-10",
      "2026-11-09",
      "2026-11-08",
      "2026-11-07",
      "2025-12-31",
      "2026-01-01",
    ];
    expect(quizStats([], days, "2026-12-01")).toMatchObject({ currentStreak: 3, bestStreak: 4 });
    expect(quizStats([], days, "2026-12-02")).toMatchObject({ currentStreak: 3, bestStreak: 4 });
    expect(quizStats([], days, "2026-12-03")).toMatchObject({ currentStreak: 0, bestStreak: 4 });
    expect(longestStreak(["2025-12-31", "2026-01-01", "2026-01-02"])).toBe(3);
    expect(longestStreak(["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-01"])).toBe(3);
    expect(longestStreak([])).toBe(0);
  });
});
