import { describe, expect, it } from "vitest";
import { grade, newCard, nextDues } from "./schedule";
import { parseReviewStore, validCards } from "./store";

const now = new Date("2026-11-27T00:00:00Z");
const DAY = 86_400_000;

describe("scheduling (FSRS)", () => {
  it("a new card is due now; grading moves its due date forward", () => {
    const card = newCard("/fact/space/venus", now);
    expect(card.due).toBe(now.getTime());
    expect(card.reps).toBe(0);
    const good = grade(card, "good", now);
    expect(good.due).toBeGreaterThan(now.getTime());
    expect(good.reps).toBe(1);
    expect(good.last_review).toBe(now.getTime());
    expect(good.fact).toBe("/fact/space/venus");
  });

  it("a new card's grades bring it back in whole days, each later than the one before: 1, 2, 3 and 8", () => {
    const dues = nextDues(newCard("/fact/space/venus", now), now);
    expect([dues.again, dues.hard, dues.good, dues.easy].map((due) => (due - now.getTime()) / DAY)).toEqual([1, 2, 3, 8]);
  });

  it("never jumps: for a card graded again and again, each grade's interval is days, growing from Again to Easy at most fivefold", () => {
    let card = newCard("/fact/space/venus", now);
    let at = now;
    for (const grading of ["good", "good", "again", "hard", "easy", "good"] as const) {
      const dues = nextDues(card, at);
      const days = [dues.again, dues.hard, dues.good, dues.easy].map((due) => (due - at.getTime()) / DAY);
      for (let i = 0; i < 3; i++) expect(days[i + 1]!, grading).toBeGreaterThanOrEqual(days[i]!);
      expect(days[0]!).toBeGreaterThanOrEqual(1);
      expect(days[3]! / days[2]!).toBeLessThanOrEqual(5);
      card = grade(card, grading, at);
      at = new Date(card.due);
    }
  });

  it("a card remembered twice goes further out; forgetting it brings it back the next day", () => {
    const first = grade(newCard("/fact/space/venus", now), "easy", now);
    const later = new Date(first.due);
    const second = grade(first, "good", later);
    expect(second.due - later.getTime()).toBeGreaterThan(first.due - now.getTime());
    const lapsed = grade(first, "again", later);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due - later.getTime()).toBeLessThanOrEqual(DAY);
  });

  it("marks when a card was first reviewed, and keeps it", () => {
    const first = grade(newCard("/fact/space/venus", now), "good", now);
    expect(first.introduced).toBe(now.getTime());
    expect(grade(first, "good", new Date(first.due)).introduced).toBe(now.getTime());
  });

  it("what it stores reads back through the schema; a damaged card is left out, not the rest", () => {
    const card = grade(newCard("/fact/space/venus", now), "good", now);
    const stored = JSON.stringify({ v: 1, cards: { a: card, b: { ...card, due: "soon" }, c: { ...card, state: 9 } } });
    expect(parseReviewStore(stored)).toEqual({ a: card });
    expect(parseReviewStore(JSON.stringify({ v: 2, cards: { a: card } }))).toEqual({});
    expect(parseReviewStore("not json")).toEqual({});
    expect(parseReviewStore(null)).toEqual({});
    expect(validCards([card]).rejected).toBe(1);
  });
});
