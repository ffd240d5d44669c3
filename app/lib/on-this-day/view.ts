import type { Catalogue } from "../catalogue/catalogue";
import { toFactCard, type FactCardView } from "../catalogue/fact-view";
import type { Lang } from "../i18n/languages";
import { format, formatDate, messagesFor } from "../i18n/messages";
import { onThisDayMessages } from "../i18n/messages/on-this-day";
import type { DatedFact, DayOfEvents, OnThisDay } from "./on-this-day";

/** A month-day written out ("July 20" / "7월 20일"), read in a leap year so that 02-29 is a day. */
export function formatMonthDay(monthDay: string, lang: Lang): string {
  return formatDate(`2000-${monthDay}`, lang, "monthDay");
}

/** The year of an event as the page writes it ("1969", "44 BCE", "매년" for an observance without a year). */
export function formatEventYear(year: number | null, lang: Lang): string {
  const t = { ...onThisDayMessages[lang], title: messagesFor(lang).onThisDay.title };
  if (year === null) return t.everyYear;
  return year < 0 ? format(t.yearBce, { year: -year }) : format(t.year, { year });
}

export interface DatedFactView {
  what: string;
  /** The year as written, and as a machine-readable value for <time> when there is one. */
  yearLabel: string;
  dateTime: string | null;
  card: FactCardView;
}

export interface DayView {
  monthDay: string;
  label: string;
  facts: DatedFactView[];
}

export interface OnThisDayView extends DayView {
  /** The rest of its week, the days with events, in calendar order. */
  week: DayView[];
  /** The nearest days with events, only when neither the day nor its week has one. */
  nearest: { before: DayView; after: DayView } | null;
}

function datedFactView(catalogue: Catalogue, dated: DatedFact, lang: Lang): DatedFactView {
  return {
    what: dated.what,
    yearLabel: formatEventYear(dated.year, lang),
    dateTime: dated.year !== null && dated.year > 0 ? `${String(dated.year).padStart(4, "0")}-${dated.monthDay}` : null,
    card: toFactCard(catalogue, dated.fact, lang),
  };
}

function dayView(catalogue: Catalogue, day: DayOfEvents, lang: Lang): DayView {
  return {
    monthDay: day.monthDay,
    label: formatMonthDay(day.monthDay, lang),
    facts: day.facts.map((d) => datedFactView(catalogue, d, lang)),
  };
}

/** What the page shows of a day: plain data for the loader to hand over. */
export function toOnThisDayView(catalogue: Catalogue, day: OnThisDay, lang: Lang): OnThisDayView {
  return {
    ...dayView(catalogue, day, lang),
    week: day.week.map((d) => dayView(catalogue, d, lang)),
    nearest:
      day.nearest && day.week.length === 0
        ? { before: dayView(catalogue, day.nearest.before, lang), after: dayView(catalogue, day.nearest.after, lang) }
        : null,
  };
}
