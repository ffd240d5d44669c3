import { addDays } from "./rotation";

/** Days kept: enough for any streak worth showing, small enough for localStorage. */
const KEPT_DAYS = 400;

/** The played days with `day` added: each day once, newest first, bounded. */
export function withPlayedDay(days: readonly string[], day: string): string[] {
  return [...new Set([day, ...days])].sort().reverse().slice(0, KEPT_DAYS);
}

/**
 * Consecutive days played up to today. A streak that ended yesterday still counts (today is not over yet);
 * one that ended before that is 0.
 */
export function streakLength(days: readonly string[], today: string): number {
  const played = new Set(days);
  let day = played.has(today) ? today : addDays(today, -1);
  let length = 0;
  while (played.has(day)) {
    length++;
    day = addDays(day, -1);
  }
  return length;
}
