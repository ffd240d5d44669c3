import type { Catalogue } from "../app/lib/catalogue/catalogue";
import { editionOf } from "../app/lib/catalogue/published";
import type { Theme } from "../app/lib/theme";
import { themeFromCookie } from "../app/lib/theme.server";
import { seoulDay } from "../app/lib/time/seoul-day";
import { cacheKeyFor, HOME_ROUTE, type CachePlan, type KeptAnswer, type PageCache, type Partition } from "./page-cache";
import type { PickHome } from "./home-pick";
import type { RequestIdentity } from "./request-identity";

/** What one request may be answered with from the cache, worked out before anything renders. */
export interface KeptLookup {
  /** The identity to render and keep under (home drops an `after` that names no fact). */
  identity: RequestIdentity;
  theme: Theme;
  /** The catalogue as readers see it for this request (its Seoul day, ADR 014). */
  catalogue: Catalogue;
  homePick?: string;
  plan: CachePlan;
  partition: Partition;
  /** An answer to this request may be kept: it has a key, and the cache is on for its partition. */
  keepable: boolean;
  /** The server's clock for this request (ms): kept answers are dated by it and expire by it. */
  at: number;
  kept?: KeptAnswer;
}

export interface KeptAnswersOptions {
  cache: PageCache;
  /** The published catalogue at this instant (scheduled facts left out), read once per request. */
  published: () => Catalogue;
  /** Home is random: the fact for this request (documents and data requests alike), and the identity to render it under. */
  pickHome: PickHome;
  now?: () => Date;
}

export type LookUpKept = (identity: RequestIdentity, method: string, cookie: string | undefined) => KeptLookup;

/**
 * The one lookup of a kept answer, shared by the Express path (serve-pages.ts) and the fast lane: theme from
 * the cookie, the day's catalogue, the home pick, the key from cacheKeyFor (ADR 010), and the entry if kept.
 */
export function keptAnswerLookup({ cache, published, pickHome, now = () => new Date() }: KeptAnswersOptions): LookUpKept {
  return (requested, method, cookie) => {
    let identity = requested;
    const theme = themeFromCookie(cookie);
    const catalogue = published();
    let homePick: string | undefined;
    if (identity.route.id === HOME_ROUTE && method !== "POST") {
      const home = pickHome(identity, catalogue);
      if (home) ({ identity, pick: homePick } = home);
    }
    const instant = now();
    const at = instant.getTime();
    const plan = cacheKeyFor(identity, { method, theme, edition: editionOf(catalogue), homePick, day: seoulDay(instant) });
    const partition: Partition =
      plan.kind === "page" || plan.kind === "home" ? plan.partition : plan.kind === "template" ? "queries" : "pages";
    const keepable = plan.kind !== "none" && cache.enabled(partition);
    const kept = keepable ? cache.get(partition, plan.key, at) : undefined;
    return { identity, theme, catalogue, homePick, plan, partition, keepable, at, kept };
  };
}
