import { categoryName, type Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { choseongShadow } from "./matchers";
import { NgramFilter } from "./ngram-filter";
import { foldNfc } from "./normalize";

/** One translated fact as search sees it: its folded fields in ranking order, joined by newlines. */
export interface IndexedFact {
  fact: Fact;
  /** Folded title, for the exact-title rank. */
  title: string;
  /** Folded title, keywords (one per line), category name, body and detail, joined by "\n". */
  text: string;
  /** Where the title, the keywords, the category name and the body end in `text`. */
  titleEnd: number;
  keywordsEnd: number;
  categoryEnd: number;
  bodyEnd: number;
  /** 초성 shadow of `text` up to keywordsEnd (title and keywords), position for position. */
  initials: string;
}

/** Every translated fact of one language, in catalogue order (newest first), with its n-gram filter. */
export interface LangIndex {
  entries: IndexedFact[];
  filter: NgramFilter;
}

export type SearchIndex = Record<Lang, LangIndex>;

function indexFact(catalogue: Catalogue, fact: Fact, lang: Lang): IndexedFact | undefined {
  const t = fact.translations[lang];
  if (!t) return undefined;
  // NFC per field, so field lengths are positions in the text; folding keeps the length of NFC text.
  const nfc = (s: string) => s.normalize("NFC");
  const [title, category, body] = [t.title, categoryName(catalogue, fact.category, lang), t.body].map(nfc) as [string, string, string];
  const head = [title, ...t.keywords.map(nfc)].join("\n");
  const text = foldNfc([head, category, body, nfc(t.detail ?? "")].join("\n"));
  const keywordsEnd = head.length;
  const categoryEnd = keywordsEnd + 1 + category.length;
  return {
    fact,
    title: text.slice(0, title.length),
    text,
    titleEnd: title.length,
    keywordsEnd,
    categoryEnd,
    bodyEnd: categoryEnd + 1 + body.length,
    initials: choseongShadow(text.slice(0, keywordsEnd)),
  };
}

const indexes = new WeakMap<Catalogue, SearchIndex>();

/** The search index of a catalogue, built once (the server builds it at start-up) and kept with it. */
export function searchIndex(catalogue: Catalogue): SearchIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const build = (lang: Lang): LangIndex => {
      const entries = catalogue.facts.map((f) => indexFact(catalogue, f, lang)).filter((e) => e !== undefined);
      return { entries, filter: NgramFilter.build(entries.map((e) => e.text)) };
    };
    index = Object.fromEntries(LANGS.map((l) => [l, build(l)])) as SearchIndex;
    indexes.set(catalogue, index);
  }
  return index;
}
