import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import { paths } from "../paths";
import { daysBetween, factOfDay, ROTATION_START } from "./rotation";

/** Every day of the rotation up to `today`, newest first, with its fact. */
export function rotationDays(catalogue: Catalogue, today: string): { day: string; fact: Fact }[] {
  if (today < ROTATION_START) return [];
  return daysBetween(ROTATION_START, today)
    .reverse()
    .flatMap((day) => {
      const fact = factOfDay(catalogue, day);
      return fact ? [{ day, fact }] : [];
    });
}

/** The same days grouped by month (YYYY-MM), newest month first. */
export function archiveByMonth<T extends { day: string }>(days: readonly T[]): { month: string; days: T[] }[] {
  const months: { month: string; days: T[] }[] = [];
  for (const entry of days) {
    const month = entry.day.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.days.push(entry);
    else months.push({ month, days: [entry] });
  }
  return months;
}

/** Where a day's fact answers 200: its dated page, or /today while it is today (the dated address redirects there). */
export function dailyFactPath(lang: Lang, day: string, today: string): string {
  return day === today ? paths.today(lang) : paths.todayOn(lang, day);
}
