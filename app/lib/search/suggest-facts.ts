import type { Lang } from "../i18n/languages";
import type { Fact } from "../catalogue/schema";
import { findFacts } from "./find-facts";
import { highlightQuery } from "./highlight";
import type { Highlighted } from "./segments";
import type { SearchIndex } from "./indexed-fact";

export interface FactSuggestion {
  fact: Fact;
  /** The title as shown in the list, with what matched marked: never empty of marks, unless found through `via`. */
  title: Highlighted;
  /** Set when the fact was found through its other translation (Korean typed on the English site). */
  via?: Lang;
}

/**
 * Up to `count` facts for a half-typed query, best first, found as the search page finds them (romanized,
 * mistyped on an English keyboard, or through the other translation). A suggestion shows only the title, so
 * a fact that matched somewhere else in its own language (body, detail, tags) is left out: the reader must see
 * why it is there. One found through its other translation says so instead.
 */
export function suggestFacts(index: SearchIndex, lang: Lang, query: string, count: number, typed = query): FactSuggestion[] {
  const found: FactSuggestion[] = [];
  const { facts, query: searched, alternatives } = findFacts(index, lang, query, { typed });
  for (const { fact, via } of facts) {
    const title = highlightQuery(fact.translations[lang]!.title, searched, { initials: true, alternatives });
    if (via) found.push({ fact, title, via });
    else if (title.marks.length > 0) found.push({ fact, title });
    else continue;
    if (found.length === count) break;
  }
  return found;
}
