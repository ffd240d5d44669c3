/**
 * Curio's calendar day is the day in Korea (Asia/Seoul, UTC+9 all year): today's fact, scheduled publishing
 * and anything "until midnight" follow it, for English and Korean readers alike.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Seoul calendar date of an instant, as YYYY-MM-DD. */
export function seoulDay(now: Date): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the next Seoul day begins (15:00 UTC). */
export function nextSeoulMidnight(now: Date): Date {
  const start = Date.parse(`${seoulDay(now)}T00:00:00Z`) - SEOUL_OFFSET_MS;
  return new Date(start + DAY_MS);
}

/**
 * Whole seconds from `now` until the next Seoul midnight, rounded down: a cache told to keep an answer this long
 * lets it go before midnight, never after (0 in the last second of the day).
 */
export function secondsUntilSeoulMidnight(now: Date): number {
  return Math.floor((nextSeoulMidnight(now).getTime() - now.getTime()) / 1000);
}

/** Whole hours and minutes (rounded up to the minute) from `now` until the next Seoul midnight, and that instant. */
export function timeToSeoulMidnight(now: Date): { at: Date; hours: number; minutes: number } {
  const at = nextSeoulMidnight(now);
  const totalMinutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  return { at, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
