import { LANGS, type Lang } from "../i18n/languages";
import { searchFacts } from "./search-facts";
import type { SearchIndex } from "./indexed-fact";

/**
 * How many facts a query finds in each other language: a search that finds nothing here (Korean typed on
 * the English site, say) can point to where it does find something. Languages with no result are left out.
 */
export function resultsInOtherLanguages(index: SearchIndex, lang: Lang, query: string): { lang: Lang; count: number }[] {
  if (!query) return [];
  return LANGS.filter((other) => other !== lang).flatMap((other) => {
    const count = searchFacts(index, other, query).length;
    return count > 0 ? [{ lang: other, count }] : [];
  });
}
