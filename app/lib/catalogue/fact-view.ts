import type { Lang } from "../i18n/languages";
import { categoryName, factLangs, type Catalogue } from "./catalogue";
import type { Fact } from "./schema";

/** What a card needs to show a fact: plain, serialisable, one language. */
export interface FactCardView {
  path: string;
  href: string;
  category: { slug: string; name: string; emoji: string; color: string };
  title: string;
  body: string;
}

export interface FactPageView extends FactCardView {
  detail?: string;
  keywords: string[];
  readingTimeMinutes?: number;
  publishedDate: string;
  updatedDate?: string;
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
    keywords: t.keywords,
    readingTimeMinutes: t.readingTimeMinutes,
    publishedDate: fact.publishedDate,
    updatedDate: fact.updatedDate,
    langs: factLangs(fact),
    sources: fact.sources ?? [],
  };
}
