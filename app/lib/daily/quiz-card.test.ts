import { describe, expect, it } from "vitest";
import { isPublishedQuizDay, QUIZ_CARD_DAYS_AHEAD, quizCard, quizCardFile, quizCardsToDraw } from "./quiz-card";
import { addDays, ROTATION_START } from "./rotation";

describe("the daily quiz's share card", () => {
  it("shows the day, 'Daily Quiz' and the brand in the page's language, and nothing of the quiz", () => {
    expect(quizCard("en", "2026-11-27")).toEqual({ design: 1, lang: "en", brand: "Curio", title: "Daily Quiz", date: "27 November 2026" });
    expect(quizCard("ko", "2026-11-27")).toMatchObject({ title: "오늘의 퀴즈", date: "2026년 11월 27일" });
    expect(quizCard("ko", null).date).toBeNull();
  });

  it("is drawn for every day from the rotation's start to the days ahead, in each language, plus an undated card", () => {
    const build = addDays(ROTATION_START, 3);
    const files = quizCardsToDraw(build).map((c) => c.file);
    const days = 3 + QUIZ_CARD_DAYS_AHEAD + 1;
    expect(files).toHaveLength(2 * (days + 1));
    expect(files).toContain(quizCardFile("en", null));
    expect(files).toContain("ko/daily.png");
    expect(files).toContain(`en/${ROTATION_START}.png`);
    expect(files).toContain(`ko/${addDays(build, QUIZ_CARD_DAYS_AHEAD)}.png`);
    expect(files).not.toContain(`ko/${addDays(build, QUIZ_CARD_DAYS_AHEAD + 1)}.png`);
    expect(files).not.toContain(`en/${addDays(ROTATION_START, -1)}.png`);
  });

  it("is served only for a published day: a real day from the rotation's start to today", () => {
    const today = addDays(ROTATION_START, 10);
    expect(isPublishedQuizDay(today, today)).toBe(true);
    expect(isPublishedQuizDay(ROTATION_START, today)).toBe(true);
    expect(isPublishedQuizDay(addDays(today, 1), today)).toBe(false);
    expect(isPublishedQuizDay(addDays(ROTATION_START, -1), today)).toBe(false);
    expect(isPublishedQuizDay("2026-02-30", today)).toBe(false);
    expect(isPublishedQuizDay("card", today)).toBe(false);
  });
});
