import { createEmptyCard, fsrs, Rating, type Card, type Grade, type State } from "ts-fsrs";
import type { StoredCard } from "./store";

/**
 * Scheduling with FSRS (ts-fsrs, default parameters, no fuzz so a grade's outcome is the same every time):
 * a card is stored as plain numbers (store.ts) and turned into ts-fsrs's Card only to be graded. Without
 * same-day learning steps (`enable_short_term: false`): a reader meets a few cards on a visit and leaves, so a
 * card comes back on a later day, and a new card's grades read 1, 2, 3 and 8 days instead of jumping from "10
 * minutes" (Good) to "8 days" (Easy).
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export type Grading = "again" | "hard" | "good" | "easy";
export const GRADINGS: readonly Grading[] = ["again", "hard", "good", "easy"];
const RATINGS: Record<Grading, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

const toStored = (fact: string, card: Card): StoredCard => ({
  fact,
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  ...(card.last_review ? { last_review: card.last_review.getTime() } : {}),
});

const toCard = (stored: StoredCard): Card => ({
  due: new Date(stored.due),
  stability: stored.stability,
  difficulty: stored.difficulty,
  elapsed_days: stored.elapsed_days,
  scheduled_days: stored.scheduled_days,
  learning_steps: stored.learning_steps,
  reps: stored.reps,
  lapses: stored.lapses,
  state: stored.state as State,
  ...(stored.last_review === undefined ? {} : { last_review: new Date(stored.last_review) }),
});

/** A card never reviewed: due now. */
export const newCard = (fact: string, now: Date): StoredCard => toStored(fact, createEmptyCard(now));

/** The card after the reader grades it at `now` (its first grade marks when it was introduced). */
export function grade(stored: StoredCard, grading: Grading, now: Date): StoredCard {
  const next = toStored(stored.fact, scheduler.next(toCard(stored), now, RATINGS[grading]).card);
  const introduced = stored.introduced ?? (stored.reps === 0 ? now.getTime() : undefined);
  return introduced === undefined ? next : { ...next, introduced };
}

/** When each grading would bring the card back (for the buttons' hints). */
export function nextDues(stored: StoredCard, now: Date): Record<Grading, number> {
  return Object.fromEntries(GRADINGS.map((g) => [g, grade(stored, g, now).due])) as Record<Grading, number>;
}
