// What the review feature keeps in this browser and reads without a schema, in one small module with no
// imports: the fact page loads it a moment after it is shown (to remember the fact as read), the menu to count
// the cards due, the review and saved pages with the rest. Every page pays for its name, not its code.
import type { Lang } from "../i18n/languages";

/** The cards' schedule (store.ts reads it through its schema). */
export const REVIEW_KEY = "curio:review-v1";
/** The most facts one request asks cards for (the review page sends the saved ones, then the most recently read). */
export const REVIEW_FACTS_LIMIT = 200;
/** The longest `f` the review page sends or the server reads (the page stops adding facts before it). */
export const REVIEW_PARAM_LENGTH = 8000;

/** The language a reader of `lang` pages is learning. */
export const learnedLang = (lang: Lang): Lang => (lang === "en" ? "ko" : "en");

/**
 * Writes a JSON value to localStorage and tells this tab and the others, as app/lib/saved/device-store.ts does
 * (the same event): here rather than imported from there, so that this module imports nothing.
 */
export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): nothing sticks.
  }
  window.dispatchEvent(new Event("curio:device-store"));
}

/**
 * The facts this browser has opened, newest first, so their key terms can become review cards. Written a
 * moment after a fact page is shown (a dynamic import, off the page's own script), kept only in localStorage.
 */
export const READ_KEY = "curio:read";
/** Facts remembered: the most recent ones; plenty for a review deck, small for localStorage. */
export const MAX_READ = 200;

export interface ReadFact {
  path: string;
  readAt: number;
}

const FACT_PATH = /^\/fact\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,200}$/;

/** The stored list, keeping only well-formed entries. */
export function parseRead(snapshot: string | null): ReadFact[] {
  try {
    const value: unknown = JSON.parse(snapshot ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is ReadFact =>
        typeof v === "object" && v !== null && typeof v.path === "string" && FACT_PATH.test(v.path) && Number.isFinite(v.readAt),
    );
  } catch {
    return [];
  }
}

/** The list after reading `path` at `now`: it moves to the front, the oldest beyond MAX_READ drop off. */
export const withRead = (list: readonly ReadFact[], path: string, now: number): ReadFact[] =>
  [{ path, readAt: now }, ...list.filter((f) => f.path !== path)].slice(0, MAX_READ);

export function readFacts(): ReadFact[] {
  try {
    return parseRead(window.localStorage.getItem(READ_KEY));
  } catch {
    return [];
  }
}

/** Remembers that the reader opened the fact at `path`. */
export function recordRead(path: string): void {
  if (FACT_PATH.test(path)) writeStored(READ_KEY, withRead(readFacts(), path, Date.now()));
}

/**
 * New cards a day, as Anki's default new-card limit: reading three facts makes 15 cards, which arrive over two
 * days rather than at once. Cards already reviewed come back when due, whatever their number.
 */
export const NEW_CARDS_PER_DAY = 10;

/** The start of the reader's day (local midnight) that `now` falls in: the day the new-card limit counts. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** What the limit needs of a stored card: how often it was reviewed, when it is due, when it was first reviewed. */
interface CardTimes {
  reps: number;
  due: number;
  introduced?: number;
}

/** How many new cards may still be introduced on the day of `now`, given the cards of one direction. */
export function newCardsLeft(cards: readonly CardTimes[], now: number): number {
  const today = startOfDay(now);
  return Math.max(0, NEW_CARDS_PER_DAY - cards.filter((c) => c.introduced !== undefined && c.introduced >= today).length);
}

/**
 * How many review cards are due, read straight from localStorage without the schema (this runs for the
 * navigation's count, so it carries no validation library): the cards reviewed before whose `due` is a finite time
 * at or before `now`, and the new ones the day's limit still lets in. The review page itself reads the store
 * through its schema (store.ts).
 */

/** Cards of one direction (`learn`, the language learnt: cards' ids start with it) due at `now`. */
export function countDue(snapshot: string | null, now: number, learn: string): number {
  try {
    const value: unknown = JSON.parse(snapshot ?? "null");
    if (typeof value !== "object" || value === null) return 0;
    const cards = (value as { cards?: unknown }).cards;
    if (typeof cards !== "object" || cards === null) return 0;
    const mine = Object.entries(cards)
      .filter(([id]) => id.startsWith(`${learn}|`))
      .map(([, c]) => c as Partial<CardTimes> | null)
      .filter((c): c is CardTimes => typeof c?.due === "number" && Number.isFinite(c.due) && typeof c.reps === "number");
    const reviews = mine.filter((c) => c.reps > 0 && c.due <= now).length;
    const fresh = mine.filter((c) => c.reps === 0).length;
    return reviews + Math.min(fresh, newCardsLeft(mine, now));
  } catch {
    return 0;
  }
}
