import { secondsUntilSeoulMidnight } from "../time/seoul-day";

/**
 * How an answer may be kept, decided per route. A loader declares it with `cacheHeaders`, which writes the
 * Cache-Control header from it and hands the same value to the server through the load context: the server
 * reads this value (whether the answer gets an ETag, what an answer without a header says), never the header
 * parsed back. The caches that keep answers are outside the process: browsers, and Varnish or a CDN in front
 * (deploy/varnish/), which read the header alone.
 */
export interface CachePolicy {
  /** The Cache-Control header the answer carries. */
  readonly header: string;
  /** The same bytes for every reader of the address: shared caches may keep it, and it gets a strong ETag and 304s. */
  readonly shared: boolean;
}

/**
 * A page that is the same for every reader and changes only when the catalogue does (a deploy): browsers keep it
 * five minutes, shared caches an hour, and may serve it a day stale while they fetch it again in the background.
 */
export const PUBLIC_PAGE: CachePolicy = {
  header: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  shared: true,
};
/** A permanent redirect to a page's one address: cached by browsers and shared caches like the page. */
export const PUBLIC_REDIRECT: CachePolicy = { header: "public, max-age=3600", shared: true };
/** An answer for one reader (a redirect chosen by their cookie or language, a posted form): kept by no one. */
export const PRIVATE_NO_STORE: CachePolicy = { header: "private, no-store", shared: false };
/** Errors and answers nobody may keep. */
export const NO_STORE: CachePolicy = { header: "no-store", shared: false };
/**
 * Pages that differ per request or per reader's progress (home's random fact, a quiz answered part-way): the
 * browser may keep them for Back, revalidating; shared caches may not.
 */
export const PRIVATE_REVALIDATE: CachePolicy = { header: "private, no-cache", shared: false };

/**
 * Answers that change at the next Seoul midnight (today's fact, its feed and archive, today's quiz, on this day):
 * kept by browsers and shared caches exactly until then, computed per response from `now`. No
 * stale-while-revalidate: a cache must not serve yesterday's answer after midnight while it fetches today's.
 */
export function untilSeoulMidnight(now: Date): CachePolicy {
  const seconds = secondsUntilSeoulMidnight(now);
  return { header: `public, max-age=${seconds}, s-maxage=${seconds}`, shared: true };
}

/** Where a loader declares its answer's policy: the server passes it in the load context (`declareCache`). */
export interface CacheDeclarer {
  declareCache: (policy: CachePolicy) => void;
}

/** The Cache-Control header of a route's answer, declared to the server as the same policy. */
export function cacheHeaders(context: CacheDeclarer, policy: CachePolicy): { "Cache-Control": string } {
  context.declareCache(policy);
  return { "Cache-Control": policy.header };
}
