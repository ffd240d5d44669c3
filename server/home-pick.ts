import { pickRandomFact } from "../app/lib/catalogue/random";
import { isLang } from "../app/lib/i18n/languages";
import type { PickHome } from "./kept-answers";
import type { RequestIdentity } from "./request-identity";

/**
 * Home shows a random fact, never the one named by `after` (the fact just shown). An `after` that names no
 * fact is dropped, so it can neither reach the page nor make a key: home's variants are bounded by the catalogue.
 */
export function homePicker(siteOrigin: string, rng: () => number = Math.random): PickHome {
  return (identity, catalogue) => {
    const lang = identity.path.split("/")[1];
    if (!isLang(lang)) return undefined;
    const after = new URLSearchParams(identity.search).get("after");
    const known = after !== null && catalogue.byPath.has(after) ? after : null;
    const pick = pickRandomFact(catalogue, lang, { exclude: known ? [known] : [], rng })?.path;
    if (!pick) return undefined;
    const shown: RequestIdentity = after !== null && !known ? { ...identity, search: "", url: `${siteOrigin}${identity.path}` } : identity;
    return { identity: shown, pick };
  };
}
