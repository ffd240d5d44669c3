import type { ReviewCardData } from "./cards";
import { newCardsLeft, startOfDay } from "./local";
import type { ReviewCards, StoredCard } from "./store";

/** The facts to make cards of: those saved, then those read, each once, at most `limit`. */
export function factsToReview(saved: readonly string[], read: readonly string[], limit: number): string[] {
  return [...new Set([...saved, ...read])].slice(0, limit);
}

/** The first entries whose comma-joined length stays within `maxLength` (the request's bound). */
export function withinLength(entries: readonly string[], maxLength: number): string[] {
  const kept: string[] = [];
  let length = -1;
  for (const entry of entries) {
    length += entry.length + 1;
    if (length > maxLength) break;
    kept.push(entry);
  }
  return kept;
}

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

/**
 * The cards of this deck (those made for this page) to review at `now`, in order: those reviewed before that are
 * due, soonest first, then new ones (never reviewed) in the order they were made, as many as the day's limit still
 * lets in. Also how many new cards wait for the coming days, and when the next card is due.
 */
export function deckState(stored: ReviewCards, made: ReadonlyMap<string, ReviewCardData>, now: number) {
  const ids = [...made.keys()];
  const reviewed = ids.filter((id) => (stored[id]?.reps ?? 0) > 0);
  const fresh = ids.filter((id) => (stored[id]?.reps ?? 0) === 0);
  const left = newCardsLeft(
    ids.flatMap((id) => (stored[id] ? [stored[id]] : [])),
    now,
  );
  const due = reviewed
    .filter((id) => stored[id]!.due <= now)
    .sort((a, b) => stored[a]!.due - stored[b]!.due)
    .concat(fresh.slice(0, left));
  const later = reviewed.map((id) => stored[id]!.due).filter((at) => at > now);
  // New cards past today's limit come in tomorrow.
  if (fresh.length > left) later.push(startOfDay(now) + 86_400_000);
  return {
    due,
    total: made.size,
    waiting: fresh.length - Math.min(fresh.length, left),
    nextDue: later.length > 0 ? Math.min(...later) : undefined,
  };
}
