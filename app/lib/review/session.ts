import type { ReviewCardData } from "./cards";
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
 * The cards of this deck (those made for this page) due at `now`, soonest first, and when the next one is due.
 * A card made but not yet stored is new, so due now.
 */
export function deckState(stored: ReviewCards, made: ReadonlyMap<string, ReviewCardData>, now: number) {
  const dues = [...made.keys()].map((id) => [id, stored[id]?.due ?? -Infinity] as const);
  const due = dues
    .filter(([, at]) => at <= now)
    .sort(([, a], [, b]) => a - b)
    .map(([id]) => id);
  const later = dues.filter(([, at]) => at > now).map(([, at]) => at);
  return { due, total: made.size, nextDue: later.length > 0 ? Math.min(...later) : undefined };
}
