import { secondsUntilSeoulMidnight } from "../time/seoul-day";

/**
 * How an answer may be kept, decided per route. A loader declares it with `cacheHeaders`, which writes the
 * Cache-Control header from it and hands the same value to the server through the load context: the server
 * decides what its kept pages hold, and for how long, from this value, never by reading the header back.
 */
export interface CachePolicy {
  /** The Cache-Control header the answer carries. */
  readonly header: string;
  /** Shared caches (CDNs) may keep the answer: it gets an ETag and answers 304. */
  readonly shared: boolean;
  /**
   * The server's own kept pages may keep it (server/kept-pages), in the form its route's `handle.keep`
   * declares: every shared answer, and answers private to browsers that are nonetheless the same for every
   * reader given their key (home per pick, search per query and nonce). The one rule for what may be kept.
   */
  readonly kept: boolean;
  /** How long a shared cache may keep it (its s-maxage); kept for as long as memory allows when absent. */
  readonly sharedSeconds?: number;
}

export const PUBLIC_PAGE: CachePolicy = {
  header: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  shared: true,
  kept: true,
  sharedSeconds: 3600,
};
/** A permanent redirect to a page's one address: cached by browsers and CDNs, never by the server's kept pages (not a 200). */
export const PUBLIC_REDIRECT: CachePolicy = { header: "public, max-age=3600", shared: true, kept: false, sharedSeconds: 3600 };
export const PRIVATE_NO_STORE: CachePolicy = { header: "private, no-store", shared: false, kept: false };
export const NO_STORE: CachePolicy = { header: "no-store", shared: false, kept: false };
/**
 * Pages that change per request (home's random fact, search): the browser may keep them, shared caches may
 * not; the server keeps them in the form their route declares (per pick, as a nonce template).
 */
export const PRIVATE_REVALIDATE: CachePolicy = { header: "private, no-cache", shared: false, kept: true };

/**
 * Answers that change at the next Seoul midnight (today's fact, its feed and archive, today's quiz): kept by
 * browsers, CDNs and the server's kept pages exactly until then, computed per response from `now`.
 */
export function untilSeoulMidnight(now: Date): CachePolicy {
  const seconds = secondsUntilSeoulMidnight(now);
  return { header: `public, max-age=${seconds}, s-maxage=${seconds}`, shared: true, kept: true, sharedSeconds: seconds };
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
