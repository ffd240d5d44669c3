import { factJson, type FactJson } from "../api/fact-json";
import type { Catalogue } from "../catalogue/catalogue";
import type { Lang } from "../i18n/languages";
import type { DatedFact, DayOfEvents, OnThisDay } from "./on-this-day";

/** One dated fact in the API: the event's label, its year (null for an annual observance) and the fact. */
export interface DatedFactJson {
  event: string;
  year: number | null;
  fact: FactJson;
}

export interface OnThisDayJson {
  date: string;
  facts: DatedFactJson[];
  nearest: { before: { date: string; facts: DatedFactJson[] }; after: { date: string; facts: DatedFactJson[] } } | null;
}

/** The API's answer for a month-day, built from the same result as the page. */
export function onThisDayJson(catalogue: Catalogue, day: OnThisDay, lang: Lang, siteUrl: string): OnThisDayJson {
  const one = (d: DatedFact): DatedFactJson => ({ event: d.what, year: d.year, fact: factJson(catalogue, d.fact, lang, siteUrl) });
  const list = (d: DayOfEvents) => ({ date: d.monthDay, facts: d.facts.map(one) });
  return {
    date: day.monthDay,
    facts: day.facts.map(one),
    nearest: day.nearest ? { before: list(day.nearest.before), after: list(day.nearest.after) } : null,
  };
}
