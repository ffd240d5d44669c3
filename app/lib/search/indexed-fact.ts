import type { Fact } from "../catalogue/schema";
import type { Lang } from "../i18n/languages";
import type { NgramFilter } from "./ngram-filter";

// What search-index.ts builds and the rest of search reads: kept apart so that what reads it (the vocabulary
// the index builds as it goes, say) needs no import of the builder.

/** One translated fact as search sees it: its folded fields in ranking order, joined by newlines. */
export interface IndexedFact {
  fact: Fact;
  /** Folded title, for the exact-title rank. */
  title: string;
  /** Folded title, tags (one per line), category name, body and detail paragraphs, joined by "\n". */
  text: string;
  /** Where the title, the tags, the category name and the body end in `text`. */
  titleEnd: number;
  tagsEnd: number;
  categoryEnd: number;
  bodyEnd: number;
  /** 초성 shadow of `text` up to tagsEnd (title and tags), position for position. */
  initials: string;
}

/** Every translated fact of one language, in catalogue order (newest first), with its n-gram filter. */
export interface LangIndex {
  entries: IndexedFact[];
  filter: NgramFilter;
}

export type SearchIndex = Record<Lang, LangIndex>;
