import { LANGS } from "../i18n/languages";
import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";

/** The first day of the daily rotation (a Seoul calendar day, the day it went live): the archive starts here. */
export const ROTATION_START = "2026-11-24";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The rotation's order: publishedDate, then path. A fact joins it on its publishedDate and keeps its place. */
function compareOldestFirst(a: Fact, b: Fact): number {
  return a.publishedDate.localeCompare(b.publishedDate) || a.path.localeCompare(b.path);
}

/** Facts in every language: today's fact is the same for English and Korean readers. */
const inEveryLanguage = (fact: Fact) => LANGS.every((lang) => fact.translations[lang]);

/**
 * The fact of each day from ROTATION_START to `until`, oldest first. Each day takes the first fact, in the
 * rotation's order, that was published by that day and has not been shown in the current cycle; when every
 * such fact has been shown, a new cycle begins. A day's pick depends only on facts published by that day,
 * so adding a fact (published today or later) or editing a fact's text never changes a past day, and a fact
 * dated in the future is never picked before its day.
 */
export function rotationSchedule(facts: readonly Fact[], until: string): { day: string; fact: Fact }[] {
  const ordered = facts.filter(inEveryLanguage).sort(compareOldestFirst);
  const schedule: { day: string; fact: Fact }[] = [];
  let shown = new Set<string>();
  for (const day of daysBetween(ROTATION_START, until)) {
    const eligible = ordered.filter((f) => f.publishedDate <= day);
    if (eligible.length === 0) continue;
    let fact = eligible.find((f) => !shown.has(f.path));
    if (!fact) {
      shown = new Set();
      fact = eligible[0]!;
    }
    shown.add(fact.path);
    schedule.push({ day, fact });
  }
  return schedule;
}

const schedules = new WeakMap<Catalogue, { until: string; byDay: Map<string, Fact> }>();

/** The fact of one day (undefined before ROTATION_START or when nothing was published yet), memoised per catalogue. */
export function factOfDay(catalogue: Catalogue, day: string): Fact | undefined {
  if (day < ROTATION_START) return undefined;
  let kept = schedules.get(catalogue);
  if (!kept || kept.until < day) {
    // Computed a little ahead, so the days around now are answered from memory.
    const until = addDays(day, 7);
    kept = { until, byDay: new Map(rotationSchedule(catalogue.facts, until).map((e) => [e.day, e.fact])) };
    schedules.set(catalogue, kept);
  }
  return kept.byDay.get(day);
}

/** A real calendar day written YYYY-MM-DD (no 2024-02-30, no five-digit years). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
