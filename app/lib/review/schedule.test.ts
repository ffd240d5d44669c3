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

  it("Again brings a card back sooner than Hard, Good and Easy, Easy latest (days away)", () => {
    const card = newCard("/fact/space/venus", now);
    const dues = nextDues(card, now);
    expect(dues.again).toBeLessThan(dues.hard);
    expect(dues.hard).toBeLessThanOrEqual(dues.good);
    expect(dues.good).toBeLessThan(dues.easy);
    expect(dues.again - now.getTime()).toBeLessThan(DAY);
    expect(dues.easy - now.getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it("a card remembered twice goes further out; forgetting it brings it back within a day", () => {
    const first = grade(newCard("/fact/space/venus", now), "easy", now);
    const later = new Date(first.due);
    const second = grade(first, "good", later);
    expect(second.due - later.getTime()).toBeGreaterThan(first.due - now.getTime());
    const lapsed = grade(first, "again", later);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due - later.getTime()).toBeLessThan(DAY);
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
