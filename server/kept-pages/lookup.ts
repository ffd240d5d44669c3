import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { editionOf } from "../../app/lib/catalogue/published";
import type { Theme } from "../../app/lib/theme";
import { themeFromCookie } from "../../app/lib/theme.server";
import { seoulDay } from "../../app/lib/time/seoul-day";
import type { RequestIdentity } from "../request-identity";
import type { PickHome } from "./home-pick";
import { keyFor, type KeepPlan } from "./key";
import type { KeptAnswer, KeptPages } from "./store";

/** What one request may be answered with from the kept pages, worked out once, before anything renders. */
export interface KeptLookup {
  /** The identity to render and keep under (a `pick` route drops a `shown` value that names no fact). */
  identity: RequestIdentity;
  theme: Theme;
  /** The catalogue as readers see it for this request (its Seoul day, ADR 014). */
  catalogue: Catalogue;
  homePick?: string;
  plan: KeepPlan;
  /** An answer to this request may be kept: it has a key, and keeping is on for its partition. */
  keepable: boolean;
  /** The server's clock for this request (ms): kept answers are dated by it and expire by it. */
  at: number;
  kept?: KeptAnswer;
}

export interface LookupOptions {
  keptPages: KeptPages;
  /** The published catalogue at this instant (scheduled facts left out), read once per request. */
  published: () => Catalogue;
  /** A `pick` route is random: the fact for this request, and the identity to render it under. */
  pickHome: PickHome;
  now?: () => Date;
}

export type LookUpKept = (identity: RequestIdentity, method: string, cookie: string | undefined) => KeptLookup;

/**
 * The one lookup of a kept answer (the pipeline's `kept` step): theme from the cookie, the day's catalogue,
 * the pick of a `pick` route, the key from `keyFor` (ADR 010), and the entry if kept.
 */
export function keptLookup({ keptPages, published, pickHome, now = () => new Date() }: LookupOptions): LookUpKept {
  return (requested, method, cookie) => {
    let identity = requested;
    const theme = themeFromCookie(cookie);
    const catalogue = published();
    let homePick: string | undefined;
    if (identity.route.keep.form === "pick" && method !== "POST") {
      const home = pickHome(identity, catalogue);
      if (home) ({ identity, pick: homePick } = home);
    }
    const instant = now();
    const at = instant.getTime();
    const plan = keyFor(identity, { method, theme, edition: editionOf(catalogue), homePick, day: seoulDay(instant) });
    const keepable = plan.kind !== "none" && keptPages.enabled(plan.partition);
    const kept = plan.kind !== "none" && keepable ? keptPages.get(plan.partition, plan.key, at) : undefined;
    return { identity, theme, catalogue, homePick, plan, keepable, at, kept };
  };
}
