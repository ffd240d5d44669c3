import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { pickRandomFact } from "../../app/lib/catalogue/random";
import { langOfPath } from "../../app/lib/i18n/languages";
import { documentPath, type RequestIdentity } from "../request-identity";

/** The home page's random fact for one request, and the identity to render (and key) it under. */
export type PickHome = (identity: RequestIdentity, catalogue: Catalogue) => { identity: RequestIdentity; pick: string } | undefined;

/**
 * The one place a `pick` route's fact is picked (the home loader shows what it is given), so that a kept home
 * page is keyed by the fact it shows. The parameter the route declares as `shown` names the fact just shown
 * and is never picked again; one that names no fact is dropped from a document's identity, so it can neither
 * reach the page nor make a key.
 */
export function homePicker(siteOrigin: string, rng: () => number = Math.random): PickHome {
  return (identity, catalogue) => {
    const lang = langOfPath(documentPath(identity.path).path);
    if (!lang) return undefined;
    const shownParam = identity.route.keep.shown;
    const after = shownParam === undefined ? null : new URLSearchParams(identity.search).get(shownParam);
    const known = after !== null && catalogue.byPath.has(after) ? after : null;
    const pick = pickRandomFact(catalogue, lang, { exclude: known ? [known] : [], rng })?.path;
    if (!pick) return undefined;
    const shown: RequestIdentity =
      after !== null && !known && !identity.isData ? { ...identity, search: "", url: `${siteOrigin}${identity.path}` } : identity;
    return { identity: shown, pick };
  };
}
