import { categoryName, type Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { normalizeForSearch } from "./normalize";

interface IndexedFact {
  fact: Fact;
  title: string;
  keywords: string[];
  category: string;
  body: string;
  detail: string;
}

type SearchIndex = Record<Lang, IndexedFact[]>;

const indexes = new WeakMap<Catalogue, SearchIndex>();

/** Normalised fields of every translated fact, built once per catalogue. */
export function searchIndex(catalogue: Catalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const build = (lang: Lang): IndexedFact[] =>
      catalogue.facts.flatMap((fact) => {
        const t = fact.translations[lang];
        if (!t) return [];
        return [
          {
            fact,
            title: normalizeForSearch(t.title),
            keywords: t.keywords.map(normalizeForSearch),
            category: normalizeForSearch(categoryName(catalogue, fact.category, lang)),
            body: normalizeForSearch(t.body),
            detail: normalizeForSearch(t.detail ?? ""),
          },
        ];
      });
    index = Object.fromEntries(LANGS.map((l) => [l, build(l)])) as SearchIndex;
    indexes.set(catalogue, index);
  }
  return index;
}

/** English plural/singular variants of one query word: sharks ↔ shark, flies ↔ fly, boxes ↔ box. */
export function wordVariants(word: string): string[] {
  const variants = [word];
  if (/^[a-z]{4,}$/.test(word)) {
    if (word.endsWith("ies")) variants.push(`${word.slice(0, -3)}y`);
    else if (word.endsWith("es")) variants.push(word.slice(0, -2), word.slice(0, -1));
    else if (word.endsWith("s") && !word.endsWith("ss")) variants.push(word.slice(0, -1));
  }
  return variants;
}

const isWordStart = (text: string, at: number) => at === 0 || /[\s\-'"“‘(]/.test(text[at - 1] ?? "");

/** Rank of a whole-query match: lower is better; undefined when the query is not in any field. */
function phraseRank(entry: IndexedFact, q: string): number | undefined {
  if (entry.title === q) return 0;
  if (entry.title.startsWith(q)) return 1;
  const at = entry.title.indexOf(q);
  if (at >= 0) return isWordStart(entry.title, at) ? 2 : 3;
  if (entry.keywords.some((k) => k.includes(q))) return 4;
  if (entry.category.includes(q)) return 5;
  if (entry.body.includes(q)) return 6;
  if (entry.detail.includes(q)) return 7;
  return undefined;
}

function fieldsOf(entry: IndexedFact): string[] {
  return [entry.title, ...entry.keywords, entry.category, entry.body, entry.detail];
}

export interface SearchHit {
  fact: Fact;
  rank: number;
  /** The normalised strings to highlight. */
  terms: string[];
}

/**
 * Facts translated into `lang` that match the (normalised) query: the whole query in any field, or every
 * word of it somewhere (any order, English plurals folded). Best rank first, then newest.
 */
export function searchFacts(catalogue: Catalogue, lang: Lang, query: string): SearchHit[] {
  if (!query) return [];
  const words = [...new Set(query.split(" ").filter(Boolean))];
  const hits: SearchHit[] = [];
  for (const entry of searchIndex(catalogue)[lang]) {
    const rank = phraseRank(entry, query);
    if (rank !== undefined) {
      hits.push({ fact: entry.fact, rank, terms: [query] });
      continue;
    }
    const fields = fieldsOf(entry);
    const matched = words.map((w) => wordVariants(w).filter((v) => fields.some((f) => f.includes(v))));
    if (words.length > 1 && matched.every((m) => m.length > 0)) {
      const best = Math.min(...words.map((w) => phraseRank(entry, w) ?? 8));
      hits.push({ fact: entry.fact, rank: 8 + best, terms: matched.flat() });
    } else if (words.length === 1 && matched[0]!.length > 0) {
      const variant = matched[0]!;
      hits.push({ fact: entry.fact, rank: Math.min(...variant.map((v) => phraseRank(entry, v) ?? 8)), terms: variant });
    }
  }
  return hits.sort(
    (a, b) => a.rank - b.rank || b.fact.publishedDate.localeCompare(a.fact.publishedDate) || a.fact.path.localeCompare(b.fact.path),
  );
}
