import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import { bilingualShareCard, factShareCard, shareCardPath } from "./share-card";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The link-preview image of a fact page: its own card in its language, unless the data names one. */
export function shareImagePath(catalogue: Catalogue, fact: Fact, lang: Lang): string {
  return fact.ogImage ?? shareCardPath(factShareCard(catalogue, fact, lang));
}

/** The link-preview image of a fact's side-by-side page: the card with its title in every language. */
export function bilingualShareImagePath(catalogue: Catalogue, fact: Fact, lang: Lang): string {
  return shareCardPath(bilingualShareCard(catalogue, fact, lang));
}

/** The site's own card, for pages that are not about one fact. */
export const SITE_SHARE_IMAGE = "/og/default.png";
