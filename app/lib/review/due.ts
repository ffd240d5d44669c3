/**
 * How many review cards are due, read straight from localStorage without the schema (this runs on every page,
 * for the navigation's count, so it carries no validation library): an entry counts only when its `due` is a
 * finite time at or before `now`. The review page itself reads the store through its schema (store.ts).
 */
export const REVIEW_KEY = "curio:review-v1";

/** Cards of one direction (`learn`, the language learnt: cards' ids start with it) due at `now`. */
export function countDue(snapshot: string | null, now: number, learn: string): number {
  try {
    const value: unknown = JSON.parse(snapshot ?? "null");
    if (typeof value !== "object" || value === null) return 0;
    const cards = (value as { cards?: unknown }).cards;
    if (typeof cards !== "object" || cards === null) return 0;
    return Object.entries(cards).filter(([id, c]: [string, unknown]) => {
      if (!id.startsWith(`${learn}|`)) return false;
      const due = (c as { due?: unknown } | null)?.due;
      return typeof due === "number" && Number.isFinite(due) && due <= now;
    }).length;
  } catch {
    return 0;
  }
}
