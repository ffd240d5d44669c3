import type { Lang } from "../i18n/languages";
import { categoryName, factLangs, type Catalogue } from "./catalogue";
import { lastModified } from "./last-modified";
import type { Fact } from "./schema";

/** What a card needs to show a fact: plain, serialisable, one language. */
export interface FactCardView {
  path: string;
  href: string;
  category: { slug: string; name: string; emoji: string; color: string };
  title: string;
  body: string;
}

/** A correction as the page shows it: its date, the languages it touched and its note in the page's language. */
export interface CorrectionView {
  date: string;
  langs: Lang[];
  note: string;
}

export interface FactPageView extends FactCardView {
  /** The explanation's paragraphs. */
  detail: string[];
  tags: string[];
  readingTimeMinutes?: number;
  publishedDate: string;
  updatedDate?: string;
  /** When this translation was last checked claim by claim. */
  reviewedAt?: string;
  /** When this language version last changed in any way (dateModified). */
  lastModified: string;
  /** Newest first. */
  corrections: CorrectionView[];
  langs: Lang[];
  sources: { publisher: string; title: string; url?: string }[];
}

export function categoryView(catalogue: Catalogue, slug: string, lang: Lang): FactCardView["category"] {
  const category = catalogue.categoryBySlug.get(slug);
  return { slug, name: categoryName(catalogue, slug, lang), emoji: category?.emoji ?? "", color: category?.color ?? "#555555" };
}

/** Card view of a fact in `lang`; the caller guarantees the translation exists. */
export function toFactCard(catalogue: Catalogue, fact: Fact, lang: Lang): FactCardView {
  const t = fact.translations[lang];
  if (!t) throw new Error(`${fact.path} has no ${lang} translation`);
  return {
    path: fact.path,
    href: `/${lang}${fact.path}`,
    category: categoryView(catalogue, fact.category, lang),
    title: t.title,
    body: t.body,
  };
}

export function toFactPage(catalogue: Catalogue, fact: Fact, lang: Lang): FactPageView {
  const t = fact.translations[lang];
  if (!t) throw new Error(`${fact.path} has no ${lang} translation`);
  return {
    ...toFactCard(catalogue, fact, lang),
    detail: t.detail,
    tags: t.tags,
    readingTimeMinutes: t.readingTimeMinutes,
    publishedDate: fact.publishedDate,
    updatedDate: fact.updatedDate,
    reviewedAt: t.reviewedAt,
    lastModified: lastModified(fact, lang),
    // Every correction, in the page's language: a reader of either version should see what was ever wrong.
    corrections: (fact.corrections ?? [])
      .map((c) => ({ date: c.date, langs: c.langs, note: c.note[lang] }))
      .sort((a, b) => b.date.localeCompare(a.date)),
    langs: factLangs(fact),
    sources: fact.sources ?? [],
  };
}
