import type { Lang } from "../i18n/languages";
import { factLangs, type Catalogue } from "./catalogue";
import { categoryView, toFactCard, type FactCardView } from "./fact-view";
import { sampleRandom, seededRng } from "./random";
import { paths } from "../paths";

export type CategoryView = FactCardView["category"];

/** Every category in `lang`, sorted by its name there: the one order used by the blog chips, search and menus. */
export function categoriesByName(catalogue: Catalogue, lang: Lang): CategoryView[] {
  return catalogue.categories.map((c) => categoryView(catalogue, c.slug, lang)).sort((a, b) => a.name.localeCompare(b.name, lang));
}

/** What a dead end (empty search, no results, a 404) offers instead: the categories and a few facts to read. */
export interface WaysForward {
  categories: CategoryView[];
  facts: FactCardView[];
}

export const WAYS_FORWARD_FACTS = 3;

/** Seeded by the address, so the same dead end offers the same facts (and server and browser agree). */
export function waysForward(catalogue: Catalogue, lang: Lang, seed: string): WaysForward {
  const translated = catalogue.facts.filter((f) => f.translations[lang]);
  return {
    categories: categoriesByName(catalogue, lang),
    facts: sampleRandom(translated, WAYS_FORWARD_FACTS, seededRng(seed)).map((f) => toFactCard(catalogue, f, lang)),
  };
}

/** What a missing fact's 404 offers: the languages it does exist in, its category when known, and the ways forward. */
export interface MissingFactWays extends WaysForward {
  langs: string[];
  category: CategoryView | null;
}

/** For /{lang}/fact/{category}/{slug} (and pages under it) when that fact is not there in `lang`. */
export function missingFactWays(catalogue: Catalogue, lang: Lang, category: string, slug: string): MissingFactWays {
  const fact = catalogue.byPath.get(`/fact/${category}/${slug}`);
  return {
    langs: fact ? factLangs(fact) : [],
    category: catalogue.categoryBySlug.has(category) ? categoryView(catalogue, category, lang) : null,
    ...waysForward(catalogue, lang, paths.fact(lang, `/fact/${category}/${slug}`)),
  };
}
