import { LANGS } from "../i18n/languages";
import type { Catalogue } from "../catalogue/catalogue";
import { sameDayRank } from "../catalogue/same-day-rank";
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

/**
 * The rotation's order: publishedDate, then the same mixed order within a day as the catalogue's (sameDayRank), then
 * path. A fact joins it on its publishedDate and keeps its place.
 */
function compareOldestFirst(a: Fact, b: Fact): number {
  return a.publishedDate.localeCompare(b.publishedDate) || sameDayRank(a.path) - sameDayRank(b.path) || a.path.localeCompare(b.path);
}

/**
 * The days shown before issue 33 re-dated the catalogue to the days its facts went live: the new order would
 * pick other facts for them, so they keep the fact readers saw (and the archive, quiz and shares of those days
 * stay as they were). A pinned fact counts as shown in its cycle like any other.
 */
const SHOWN_BEFORE_REDATING: ReadonlyMap<string, string> = new Map([
  ["2026-11-24", "/fact/history/cleopatra-closer-to-moon-landing"],
  ["2026-11-25", "/fact/history/hwaseong-rebuilt-from-royal-records"],
  ["2026-11-26", "/fact/history/gobekli-tepe-older-than-stonehenge"],
  ["2026-11-27", "/fact/history/first-writing-was-bookkeeping"],
]);

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
    const pinned = SHOWN_BEFORE_REDATING.get(day);
    let fact = eligible.find((f) => f.path === pinned && !shown.has(f.path)) ?? eligible.find((f) => !shown.has(f.path));
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
