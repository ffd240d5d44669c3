import { seoulDay } from "../time/seoul-day";
import { indexCatalogue, type Catalogue } from "./catalogue";
import type { Fact } from "./schema";

/**
 * Scheduled publishing (ADR 014): a fact whose publishedDate is after today's date in Seoul does not exist
 * for readers yet. Every loader reads the catalogue of the day, so pages, lists, search, feeds, sitemaps,
 * blog metadata and random picks all agree, and the day turns without a restart.
 */
export function isPublished(fact: Pick<Fact, "publishedDate">, day: string): boolean {
  return fact.publishedDate <= day;
}

/** The facts still waiting for their day: they lead the newest-first order, so they are counted from the front. */
function waitingCount(catalogue: Catalogue, day: string): number {
  let n = 0;
  while (n < catalogue.facts.length && !isPublished(catalogue.facts[n]!, day)) n++;
  return n;
}

/** The last view made of each catalogue: days only move forward, so one is enough (and a view is cheap to make). */
const views = new WeakMap<Catalogue, { waiting: number; view: Catalogue }>();

/**
 * The catalogue as readers see it on a Seoul day (YYYY-MM-DD). The same object is returned for as long as
 * the same facts are visible, and the whole catalogue itself when nothing is waiting, so whatever is built
 * once per catalogue (search index, feeds, sitemaps, blog metadata) is rebuilt only when a fact appears.
 */
export function publishedOn(catalogue: Catalogue, day: string): Catalogue {
  const waiting = waitingCount(catalogue, day);
  if (waiting === 0) return catalogue;
  const last = views.get(catalogue);
  if (last && last.waiting === waiting) return last.view;
  const view = indexCatalogue(catalogue.categories, catalogue.facts.slice(waiting), catalogue.eventDates);
  views.set(catalogue, { waiting, view });
  return view;
}

/** The catalogue readers see at an instant (its Seoul day). */
export function publishedAt(catalogue: Catalogue, now: Date): Catalogue {
  return publishedOn(catalogue, seoulDay(now));
}

/**
 * Names the set of facts a view shows: the newest publishedDate in it (the visible facts are exactly those
 * published on or before it). Part of every page-cache key, so a page kept for yesterday's set is never
 * served once a fact has appeared.
 */
export function editionOf(view: Catalogue): string {
  return view.facts[0]?.publishedDate ?? "empty";
}
