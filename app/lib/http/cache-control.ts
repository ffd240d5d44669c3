import { secondsUntilSeoulMidnight } from "../time/seoul-day";

/** Cache-Control values, decided per route and passed through `headers`. */
export const CACHE_PUBLIC_PAGE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
export const CACHE_PRIVATE_NO_STORE = "private, no-store";
export const CACHE_NO_STORE = "no-store";
/** Pages that change per request (home's random fact, search): the browser may keep them, shared caches may not. */
export const CACHE_PRIVATE_REVALIDATE = "private, no-cache";

/**
 * Answers that change at the next Seoul midnight (today's fact, its feed and archive, today's quiz): kept by
 * browsers, CDNs and the server's own page cache exactly until then, computed per response from `now`.
 */
export function cacheUntilSeoulMidnight(now: Date): string {
  const seconds = secondsUntilSeoulMidnight(now);
  return `public, max-age=${seconds}, s-maxage=${seconds}`;
}
