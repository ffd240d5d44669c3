import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import type { EventDates } from "./event-dates";
import { MONTH_DAYS, parseEventDate, shiftMonthDay } from "./month-day";

/** A fact with the date of its event, as "On this day" lists it. */
export interface DatedFact {
  fact: Fact;
  monthDay: string;
  /** Negative for BCE; null when only the day of the year is established. */
  year: number | null;
  /** The event's label in the page's language. */
  what: string;
}

/** Facts of one month-day, in the order of their years (those without a year last). */
export interface DayOfEvents {
  monthDay: string;
  facts: DatedFact[];
}

export interface OnThisDay {
  monthDay: string;
  facts: DatedFact[];
  /** The other days of its week (WEEK_RADIUS days either side) that have facts, in calendar order. */
  week: DayOfEvents[];
  /** Only when the day has none: the nearest days before and after that have some (null when no day has any). */
  nearest: { before: DayOfEvents; after: DayOfEvents } | null;
}

/** A day's week is the three days before it and the three after, round the year (12-30 … 01-02). */
export const WEEK_RADIUS = 3;

const byYear = (a: DatedFact, b: DatedFact) => (a.year ?? Infinity) - (b.year ?? Infinity) || a.fact.path.localeCompare(b.fact.path);

/** Built once per catalogue view, data and language (a view changes only when a fact is published). */
const indexes = new WeakMap<Catalogue, WeakMap<EventDates, Map<Lang, Map<string, DatedFact[]>>>>();

/**
 * The dated facts of a catalogue view (published facts only) in a language, by month-day. Only an entry whose
 * fact exists in that view, in that language, is listed: nothing appears before its fact does.
 */
export function datedFactsByDay(catalogue: Catalogue, dates: EventDates, lang: Lang): ReadonlyMap<string, DatedFact[]> {
  let perData = indexes.get(catalogue);
  if (!perData) indexes.set(catalogue, (perData = new WeakMap()));
  let perLang = perData.get(dates);
  if (!perLang) perData.set(dates, (perLang = new Map()));
  const cached = perLang.get(lang);
  if (cached) return cached;
  const days = new Map<string, DatedFact[]>();
  for (const [path, entry] of Object.entries(dates)) {
    const fact = catalogue.byPath.get(path);
    const date = parseEventDate(entry.date);
    if (!fact || !fact.translations[lang] || !date) continue;
    const list = days.get(date.monthDay) ?? [];
    list.push({ fact, monthDay: date.monthDay, year: date.year, what: entry.what[lang] });
    days.set(date.monthDay, list);
  }
  for (const list of days.values()) list.sort(byYear);
  perLang.set(lang, days);
  return days;
}

/** The nearest month-day with facts, stepping `step` (±1) from `monthDay`, round the year. */
function nearestDay(days: ReadonlyMap<string, DatedFact[]>, monthDay: string, step: 1 | -1): DayOfEvents {
  let md = monthDay;
  for (let i = 0; i < MONTH_DAYS.length; i++) {
    md = shiftMonthDay(md, step);
    const facts = days.get(md);
    if (facts) return { monthDay: md, facts };
  }
  throw new Error("no dated fact"); // unreachable: the caller has checked that some day has facts
}

/** The other days of a month-day's week that have facts, in calendar order (a day listed once, however few days have facts). */
export function weekAround(days: ReadonlyMap<string, DatedFact[]>, monthDay: string): DayOfEvents[] {
  const week: DayOfEvents[] = [];
  for (let delta = -WEEK_RADIUS; delta <= WEEK_RADIUS; delta++) {
    const md = shiftMonthDay(monthDay, delta);
    const facts = days.get(md);
    if (delta !== 0 && facts) week.push({ monthDay: md, facts });
  }
  return week;
}

/**
 * Whether a month-day's page is one for search engines (and the sitemap): it lists events of its own or of its
 * week. A day far from any event shows only the nearest days, which their own pages list already.
 */
export function hasEventsInWeek(days: ReadonlyMap<string, DatedFact[]>, monthDay: string): boolean {
  return days.has(monthDay) || weekAround(days, monthDay).length > 0;
}

/**
 * What "On this day" shows for a month-day: its facts and those of the rest of its week and, when the day has
 * none, the nearest days that have (which the page shows only when its week has none either; the API always).
 */
export function onThisDay(days: ReadonlyMap<string, DatedFact[]>, monthDay: string): OnThisDay {
  const facts = days.get(monthDay) ?? [];
  const week = weekAround(days, monthDay);
  if (facts.length > 0 || days.size === 0) return { monthDay, facts, week, nearest: null };
  return { monthDay, facts, week, nearest: { before: nearestDay(days, monthDay, -1), after: nearestDay(days, monthDay, 1) } };
}
