import * as z from "zod/mini";
import { REVIEW_KEY, writeStored } from "./local";

/**
 * The review cards' schedule, kept only in this browser (localStorage, under a versioned key) and checked
 * against a schema whenever it is read: from storage, and from a backup file or code. Only the review and
 * saved pages load this module (and so zod), never the navigation's count (due.ts).
 */
export const REVIEW_VERSION = 1;
/** Cards kept at most: far above real use (6 terms × 200 facts × 2 directions). */
export const MAX_CARDS = 5_000;

export interface StoredCard {
  fact: string;
  /** When it is next due (ms since epoch). */
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  last_review?: number;
  /** When it was first reviewed: the new cards of a day count against NEW_CARDS_PER_DAY (local.ts). */
  introduced?: number;
}

export type ReviewCards = Record<string, StoredCard>;

// Zod compiles object parsers with `new Function` unless told not to, which the site's CSP (rightly) refuses.
if (typeof document !== "undefined") z.config({ jitless: true });

const count = () => z.number().check(z.int(), z.nonnegative(), z.lte(1_000_000));
const real = () => z.number().check(z.nonnegative(), z.lte(1e9));
const time = () => z.number().check(z.int(), z.nonnegative(), z.lte(8.64e15));
const FACT_PATH = /^\/fact\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,200}$/;
let schema: z.ZodMiniType<StoredCard> | undefined;
/** Built on first use (after the CSP setting above). */
const cardSchema = () =>
  (schema ??= z.object({
    fact: z.string().check(z.regex(FACT_PATH)),
    due: time(),
    stability: real(),
    difficulty: real(),
    elapsed_days: real(),
    scheduled_days: real(),
    learning_steps: count(),
    reps: count(),
    lapses: count(),
    state: z.number().check(z.int(), z.gte(0), z.lte(3)),
    last_review: z.optional(time()),
    introduced: z.optional(time()),
  }) as unknown as z.ZodMiniType<StoredCard>);

const isCardId = (id: string) => id.length > 0 && id.length <= 400;

/** The valid cards of a value (each card checked on its own; a broken one is left out, never the rest). */
export function validCards(value: unknown): { cards: ReviewCards; rejected: number } {
  const cards: ReviewCards = {};
  let rejected = 0;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { cards, rejected: 1 };
  for (const [id, raw] of Object.entries(value).slice(0, MAX_CARDS)) {
    const parsed = cardSchema().safeParse(raw);
    if (parsed.success && isCardId(id)) cards[id] = parsed.data;
    else rejected++;
  }
  return { cards, rejected };
}

/** Reads the stored value (`{ v: 1, cards }`); anything else is an empty deck. */
export function parseReviewStore(snapshot: string | null): ReviewCards {
  try {
    const value: unknown = JSON.parse(snapshot ?? "null");
    if (typeof value !== "object" || value === null || (value as { v?: unknown }).v !== REVIEW_VERSION) return {};
    return validCards((value as { cards?: unknown }).cards).cards;
  } catch {
    return {};
  }
}

export function readReviewCards(): ReviewCards {
  try {
    return parseReviewStore(window.localStorage.getItem(REVIEW_KEY));
  } catch {
    return {};
  }
}

export function writeReviewCards(cards: ReviewCards): void {
  writeStored(REVIEW_KEY, { v: REVIEW_VERSION, cards });
}

/** Adds a backup's cards: a card in both keeps the one reviewed more (then more recently); nothing is removed. */
export function mergeReviewCards(current: ReviewCards, incoming: ReviewCards): ReviewCards {
  const merged: ReviewCards = { ...current };
  for (const [id, card] of Object.entries(incoming)) {
    const kept = merged[id];
    if (!kept || card.reps > kept.reps || (card.reps === kept.reps && (card.last_review ?? 0) > (kept.last_review ?? 0))) merged[id] = card;
  }
  return Object.fromEntries(Object.entries(merged).slice(0, MAX_CARDS));
}
