import { secondsUntilSeoulMidnight } from "../time/seoul-day";

/**
 * How an answer may be kept, decided per route. A loader declares it with `cacheHeaders`, which writes the
 * Cache-Control header from it and hands the same value to the server through the load context: the server
 * decides what its page cache keeps, and for how long, from this value, never by reading the header back.
 */
export interface CachePolicy {
  /** The Cache-Control header the answer carries. */
  readonly header: string;
  /** Shared caches (CDNs, the server's own page cache) may keep the answer: it gets an ETag and answers 304. */
  readonly shared: boolean;
  /** How long a shared cache may keep it (its s-maxage); kept for as long as memory allows when absent. */
  readonly sharedSeconds?: number;
}

export const PUBLIC_PAGE: CachePolicy = {
  header: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  shared: true,
  sharedSeconds: 3600,
};
/** A permanent redirect to a page's one address: cached by browsers and CDNs, never by the server's page cache (not a 200). */
export const PUBLIC_REDIRECT: CachePolicy = { header: "public, max-age=3600", shared: true, sharedSeconds: 3600 };
export const PRIVATE_NO_STORE: CachePolicy = { header: "private, no-store", shared: false };
export const NO_STORE: CachePolicy = { header: "no-store", shared: false };
/** Pages that change per request (home's random fact, search): the browser may keep them, shared caches may not. */
export const PRIVATE_REVALIDATE: CachePolicy = { header: "private, no-cache", shared: false };

/**
 * Answers that change at the next Seoul midnight (today's fact, its feed and archive, today's quiz): kept by
 * browsers, CDNs and the server's own page cache exactly until then, computed per response from `now`.
 */
export function untilSeoulMidnight(now: Date): CachePolicy {
  const seconds = secondsUntilSeoulMidnight(now);
  return { header: `public, max-age=${seconds}, s-maxage=${seconds}`, shared: true, sharedSeconds: seconds };
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
