import type { ReviewCardData } from "./cards";
import type { ReviewCards, StoredCard } from "./store";

/** The facts to make cards of: those saved, then those read, each once, at most `limit`. */
export function factsToReview(saved: readonly string[], read: readonly string[], limit: number): string[] {
  return [...new Set([...saved, ...read])].slice(0, limit);
}

/** Splits a list into batches of at most `size`. */
export const batches = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The stored cards plus a new one for each card made that has none yet (`make` builds it); undefined when nothing is new. */
export function withNewCards(
  stored: ReviewCards,
  made: readonly ReviewCardData[],
  make: (fact: string) => StoredCard,
): ReviewCards | undefined {
  const fresh = made.filter((c) => !stored[c.id]);
  if (fresh.length === 0) return undefined;
  return { ...stored, ...Object.fromEntries(fresh.map((c) => [c.id, make(c.fact)])) };
}

/** The cards of this deck (those made for this page) due at `now`, soonest first; and when the next one is due. */
export function deckState(stored: ReviewCards, made: ReadonlyMap<string, ReviewCardData>, now: number) {
  const mine = Object.entries(stored).filter(([id]) => made.has(id));
  const due = mine
    .filter(([, c]) => c.due <= now)
    .sort(([, a], [, b]) => a.due - b.due)
    .map(([id]) => id);
  const later = mine.filter(([, c]) => c.due > now).map(([, c]) => c.due);
  return { due, total: mine.length, nextDue: later.length > 0 ? Math.min(...later) : undefined };
}
