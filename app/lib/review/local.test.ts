import { describe, expect, it } from "vitest";
import { countDue, learnedLang, MAX_READ, NEW_CARDS_PER_DAY, parseRead, startOfDay, withRead } from "./local";
import { deckState, factsToReview, withinLength, withNewCards } from "./session";
import type { ReviewCardData } from "./cards";
import type { StoredCard } from "./store";

/** A stored card due at `due`: reviewed `reps` times (0: new), first reviewed at `introduced`. */
const stored = (due: number, reps = 1, introduced?: number): StoredCard => ({
  fact: "/fact/space/venus",
  due,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps,
  lapses: 0,
  state: reps === 0 ? 0 : 2,
  ...(introduced === undefined ? {} : { introduced }),
});

describe("what the review keeps without a schema", () => {
  it("each language learns the other", () => {
    expect(learnedLang("en")).toBe("ko");
    expect(learnedLang("ko")).toBe("en");
  });

  it("counts the cards due in one direction, ignoring anything malformed", () => {
    const snapshot = JSON.stringify({
      v: 1,
      cards: { "ko|a|x": stored(5), "ko|a|y": stored(50), "en|a|x": stored(1), "ko|a|z": { due: "1" }, "ko|a|w": null },
    });
    expect(countDue(snapshot, 10, "ko")).toBe(1);
    expect(countDue(snapshot, 100, "ko")).toBe(2);
    expect(countDue(snapshot, 100, "en")).toBe(1);
    expect(countDue("{", 100, "ko")).toBe(0);
    expect(countDue(JSON.stringify({ v: 1, cards: { "ko|a|x": stored(5, 0) } }), 100, "ko")).toBe(1);
    expect(countDue(null, 100, "ko")).toBe(0);
    expect(countDue("[1,2]", 100, "ko")).toBe(0);
  });

  it("remembers facts read, newest first, each once, at most MAX_READ, and only well-formed ones", () => {
    let list = withRead([], "/fact/space/venus", 1);
    list = withRead(list, "/fact/animals/owl", 2);
    list = withRead(list, "/fact/space/venus", 3);
    expect(list).toEqual([
      { path: "/fact/space/venus", readAt: 3 },
      { path: "/fact/animals/owl", readAt: 2 },
    ]);
    let many = list;
    for (let i = 0; i < MAX_READ + 10; i++) many = withRead(many, `/fact/space/f${i}`, i);
    expect(many).toHaveLength(MAX_READ);
    expect(parseRead(JSON.stringify([...list, { path: "/evil", readAt: 1 }, { path: "/fact/a/b" }, 7]))).toEqual(list);
    expect(parseRead("nope")).toEqual([]);
  });
});

describe("a review session", () => {
  const made = (id: string): ReviewCardData => ({
    id,
    fact: "/fact/space/venus",
    title: "Venus",
    learn: "ko",
    answer: "금성",
    before: "",
    after: "",
    gloss: "Venus",
    prompt: "Venus.",
  });

  it("asks for saved facts first, then read ones, each once, within the request's bounds", () => {
    expect(factsToReview(["/a", "/b"], ["/b", "/c", "/d"], 3)).toEqual(["/a", "/b", "/c"]);
    expect(withinLength(["aaa", "bbb", "ccc"], 7)).toEqual(["aaa", "bbb"]);
    expect(withinLength(["aaa"], 2)).toEqual([]);
  });

  it("stores a new card for each card made that has none; keeps the schedule of the others", () => {
    const existing = { x: stored(99) };
    const added = withNewCards(existing, [made("x"), made("y")], () => stored(7))!;
    expect(added).toEqual({ x: stored(99), y: stored(7) });
    expect(withNewCards(existing, [made("x")], () => stored(7))).toBeUndefined();
  });

  it("shows this page's cards due, soonest first, then the new ones, and when the next is due", () => {
    const cards = new Map([made("a"), made("b"), made("c"), made("new"), made("fresh")].map((c) => [c.id, c]));
    const deck = deckState({ a: stored(30), b: stored(10), c: stored(500), fresh: stored(1, 0), other: stored(1) }, cards, 100);
    expect(deck).toEqual({ due: ["b", "a", "new", "fresh"], total: 5, waiting: 0, nextDue: 500 });
  });

  it("lets in at most NEW_CARDS_PER_DAY new cards a day, counting those first reviewed today, and the rest tomorrow", () => {
    const now = new Date(2026, 11, 1, 15, 0).getTime();
    const today = startOfDay(now);
    const ids = Array.from({ length: 15 }, (_, i) => `n${i}`);
    const cards = new Map(ids.map((id) => [id, made(id)]));
    const fresh = deckState({}, cards, now);
    expect(fresh.due).toEqual(ids.slice(0, NEW_CARDS_PER_DAY));
    expect(fresh.waiting).toBe(5);
    expect(fresh.nextDue).toBe(today + 86_400_000);
    // Three introduced today (and one yesterday, which does not count): seven more today.
    const store = {
      n0: stored(now + 1e9, 1, today + 1),
      n1: stored(now + 1e9, 1, today + 2),
      n2: stored(now + 1e9, 2, now),
      n3: stored(now + 1e9, 1, today - 1),
    };
    const later = deckState(store, cards, now);
    expect(later.due).toEqual(ids.slice(4, 11));
    expect(later.waiting).toBe(4);
    // The navigation's count agrees.
    const snapshot = JSON.stringify({
      v: 1,
      cards: Object.fromEntries(
        [...Object.entries(store), ...ids.slice(4).map((id) => [id, stored(now, 0)])].map(([id, c]) => [`ko|${id}`, c]),
      ),
    });
    expect(countDue(snapshot, now, "ko")).toBe(7);
    expect(countDue(snapshot, today + 86_400_000 + 1, "ko")).toBe(10);
  });
});
