import { categoryName, type Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { anyAtWordStart, choseongShadow, matcherFor, needlesFor, startsAt, type Matcher, type Needles } from "./matchers";
import { foldForMatch } from "./normalize";

interface IndexedFact {
  fact: Fact;
  title: string;
  titleInitials: string;
  keywords: string[];
  keywordInitials: string[];
  category: string;
  body: string;
  detail: string;
  /** Every field joined, and the 초성 shadows of title and keywords joined: for the first pass. */
  all: string;
  allInitials: string;
}

type SearchIndex = Record<Lang, IndexedFact[]>;

const indexes = new WeakMap<Catalogue, SearchIndex>();

/** Folded fields (and 초성 shadows of titles and keywords) of every translated fact, built once per catalogue. */
export function searchIndex(catalogue: Catalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const build = (lang: Lang): IndexedFact[] =>
      catalogue.facts.flatMap((fact) => {
        const t = fact.translations[lang];
        if (!t) return [];
        const title = foldForMatch(t.title);
        const keywords = t.keywords.map(foldForMatch);
        const titleInitials = choseongShadow(title);
        const keywordInitials = keywords.map(choseongShadow);
        const category = foldForMatch(categoryName(catalogue, fact.category, lang));
        const body = foldForMatch(t.body);
        const detail = foldForMatch(t.detail ?? "");
        return [
          {
            fact,
            title,
            titleInitials,
            keywords,
            keywordInitials,
            category,
            body,
            detail,
            all: [title, ...keywords, category, body, detail].join("\n"),
            allInitials: [titleInitials, ...keywordInitials].join("\n"),
          },
        ];
      });
    index = Object.fromEntries(LANGS.map((l) => [l, build(l)])) as SearchIndex;
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * Rank of one matcher in one fact, lower is better: exact title, title prefix, title word, inside the
 * title, keywords, category name, body, detail. Undefined when it matches nowhere.
 */
function rankOf(entry: IndexedFact, match: Matcher, exact: string): number | undefined {
  if (entry.title === exact) return 0;
  const inTitle = match(entry.title, entry.titleInitials);
  if (inTitle.length > 0) return startsAt(inTitle, 0) ? 1 : anyAtWordStart(inTitle, entry.title) ? 2 : 3;
  if (entry.keywords.some((k, i) => match(k, entry.keywordInitials[i]).length > 0)) return 4;
  if (match(entry.category).length > 0) return 5;
  if (match(entry.body).length > 0) return 6;
  if (match(entry.detail).length > 0) return 7;
  return undefined;
}

/** The cheap first pass: can this fact match at all? */
function mayMatch(entry: IndexedFact, needles: Needles): boolean {
  if (needles.initials !== undefined) return entry.allInitials.includes(needles.initials);
  return needles.text.some((n) => entry.all.includes(n));
}

export interface SearchHit {
  fact: Fact;
  rank: number;
}

/**
 * Facts translated into `lang` that match the normalised query: the whole query as a phrase in any field,
 * or else every word somewhere (any order). Words match literally (case-insensitive, NFC, English plurals
 * folded), as 초성 (ㅎㄴ → 허니) in titles and keywords, or with a half-typed last syllable (꿀벌ㄷ).
 * Best rank first, then newest.
 */
export function searchFacts(catalogue: Catalogue, lang: Lang, query: string): SearchHit[] {
  if (!query) return [];
  const words = [...new Set(query.split(" ").filter(Boolean))];
  const phrase = matcherFor(query);
  const phraseNeedles = needlesFor(query);
  const wordMatchers = words.map(matcherFor);
  const wordNeedles = words.map(needlesFor);
  const hits: SearchHit[] = [];
  for (const entry of searchIndex(catalogue)[lang]) {
    const rank = mayMatch(entry, phraseNeedles) ? rankOf(entry, phrase, query) : undefined;
    if (rank !== undefined) {
      hits.push({ fact: entry.fact, rank });
      continue;
    }
    if (words.length < 2 || !wordNeedles.every((n) => mayMatch(entry, n))) continue;
    const ranks = wordMatchers.map((m, i) => rankOf(entry, m, words[i]!));
    if (ranks.every((r) => r !== undefined)) hits.push({ fact: entry.fact, rank: 8 + Math.min(...(ranks as number[])) });
  }
  return hits.sort(
    (a, b) => a.rank - b.rank || b.fact.publishedDate.localeCompare(a.fact.publishedDate) || a.fact.path.localeCompare(b.fact.path),
  );
}
