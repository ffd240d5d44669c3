import type { Lang } from "../i18n/languages";
import type { Fact } from "../catalogue/schema";
import { highlightQuery } from "./highlight";
import type { Highlighted } from "./segments";
import { searchFacts } from "./search-facts";
import type { SearchIndex } from "./search-index";

export interface FactSuggestion {
  fact: Fact;
  /** The title as shown in the list, with what matched marked: never empty of marks. */
  title: Highlighted;
}

/**
 * Up to `count` facts for a half-typed query, best first. A suggestion shows only the title, so a fact
 * that matched somewhere else (its body, detail or keywords) is left out: the reader must see why it is there.
 */
export function suggestFacts(index: SearchIndex, lang: Lang, query: string, count: number): FactSuggestion[] {
  const found: FactSuggestion[] = [];
  for (const { fact } of searchFacts(index, lang, query)) {
    const title = highlightQuery(fact.translations[lang]!.title, query, { initials: true });
    if (title.marks.length === 0) continue;
    found.push({ fact, title });
    if (found.length === count) break;
  }
  return found;
}
