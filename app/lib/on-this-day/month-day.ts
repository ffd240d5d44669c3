/**
 * Days of the year as month-days ("MM-DD"), the key of "On this day": 366 of them, 02-29 included, in
 * calendar order and wrapping round from 12-31 to 01-01. Pure, shared by pages, the API and the data check.
 */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const pad = (n: number) => String(n).padStart(2, "0");

/** Every month-day of a leap year, 01-01 … 12-31. */
export const MONTH_DAYS: readonly string[] = DAYS_IN_MONTH.flatMap((days, m) =>
  Array.from({ length: days }, (_, d) => `${pad(m + 1)}-${pad(d + 1)}`),
);
const INDEX = new Map(MONTH_DAYS.map((md, i) => [md, i]));

/** Exactly "MM-DD" naming a day that some year has (so 02-29 is one, 02-30 and 2-9 are not). */
export function isMonthDay(value: string): boolean {
  return INDEX.has(value);
}

/** The month-day `delta` days away, round the year (12-31 → 01-01); 02-29 counts as a day of its own. */
export function shiftMonthDay(monthDay: string, delta: number): string {
  const i = INDEX.get(monthDay);
  if (i === undefined) throw new Error(`not a month-day: ${monthDay}`);
  const n = MONTH_DAYS.length;
  return MONTH_DAYS[(((i + delta) % n) + n) % n]!;
}

/** The month-day of a calendar date (YYYY-MM-DD). */
export function monthDayOf(day: string): string {
  return day.slice(5, 10);
}

/**
 * An event's date as the editorial data writes it: "YYYY-MM-DD" (Gregorian, a real date), "-YYYY-MM-DD" for a
 * year before the Common Era (YYYY BCE, no year 0), or "--MM-DD" when only the day of the year is established.
 */
export interface EventDate {
  /** Negative for BCE (-44 is 44 BCE); null when the data gives no year. */
  year: number | null;
  monthDay: string;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The parsed date, or null when the form is wrong or the day does not exist (1900-02-29, 2023-13-01). */
export function parseEventDate(value: string): EventDate | null {
  const monthOnly = /^--(\d{2}-\d{2})$/.exec(value);
  if (monthOnly) return isMonthDay(monthOnly[1]!) ? { year: null, monthDay: monthOnly[1]! } : null;
  const full = /^(-?)(\d{4})-(\d{2}-\d{2})$/.exec(value);
  if (!full) return null;
  const [, sign, digits, monthDay] = full as unknown as [string, string, string, string];
  const magnitude = Number(digits);
  if (magnitude === 0 || !isMonthDay(monthDay)) return null;
  // A 29 February needs a leap year; before the Common Era, leap years depend on the calendar, so none is accepted.
  if (monthDay === "02-29" && (sign === "-" || !isLeapYear(magnitude))) return null;
  return { year: sign === "-" ? -magnitude : magnitude, monthDay };
}
