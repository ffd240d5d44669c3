import type { Lang } from "../i18n/languages";
import { categoryName, factLangs, type Catalogue } from "./catalogue";
import { excerpt } from "./excerpt";
import { lastModified } from "./last-modified";
import { readingTimeMinutes } from "./reading-time";
import type { Fact } from "./schema";
import { paths } from "../paths";

/** What a card needs to show a fact: plain, serialisable, one language. */
export interface FactCardView {
  path: string;
  href: string;
  category: { slug: string; name: string; emoji: string; color: string };
  title: string;
  /** The body cut at a word for a card (excerpt.ts); lists ship this, not the whole body. */
  excerpt: string;
  publishedDate: string;
  readingTimeMinutes: number;
}

/** A correction as the page shows it: its date, the languages it touched and its note in the page's language. */
export interface CorrectionView {
  date: string;
  langs: Lang[];
  note: string;
}

/** A glossary pair: the term in each language, and its note in the page's language. */
export interface GlossaryView {
  terms: Record<Lang, string>;
  note?: string;
}

/** Which text of another language a translation was checked against: that language and its text's version. */
export interface ReviewedAgainstView {
  lang: Lang;
  /** 12 hex digits (scripts/content/review-versions.server.ts); check:content keeps it the other text's current one. */
  version: string;
}

/** A fact shown whole in a card of its own (home's today and random cards): the card's parts and the body. */
export interface FeaturedFactView extends FactCardView {
  body: string;
}

export interface FactPageView extends FeaturedFactView {
  /** The explanation's paragraphs. */
  detail: string[];
  tags: string[];
  updatedDate?: string;
  /** When this translation was last checked claim by claim. */
  reviewedAt?: string;
  /** The other language's text it was checked against then (absent: not recorded). */
  reviewedAgainst?: ReviewedAgainstView;
  /** When this language version last changed in any way (dateModified). */
  lastModified: string;
  /** Newest first. */
  corrections: CorrectionView[];
  langs: Lang[];
  sources: SourceView[];
  glossary: GlossaryView[];
  /** When each other translation was last checked (absent: not yet), for a learner comparing them. */
  otherTranslations: { lang: Lang; reviewedAt?: string; reviewedAgainst?: ReviewedAgainstView }[];
}

/**
 * A source as the page shows it: who published what, linked where a reviewer read it, and where the page says what the
 * fact claims (a short passage, in the language of the page it was copied from, or a locator such as "p. 212").
 */
export interface SourceView {
  publisher: string;
  title: string;
  url?: string;
  support?: { quote?: string; quoteLang?: Lang; locator?: string };
}

/** The language a quoted passage is in, where it is plain which of the site's it is: for screen readers' voices. */
export function passageLang(text: string): Lang | undefined {
  if (/[\u3131-\u318E\uAC00-\uD7A3]/u.test(text)) return "ko";
  return /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u.test(text) && /\p{Script=Latin}/u.test(text) ? "en" : undefined;
}

function sourceView({ publisher, title, url, support }: NonNullable<Fact["sources"]>[number]): SourceView {
  const quoteLang = support?.quote ? passageLang(support.quote) : undefined;
  return {
    publisher,
    title,
    ...(url ? { url } : {}),
    ...(url && support ? { support: { ...support, ...(quoteLang ? { quoteLang } : {}) } } : {}),
  };
}

/** One language's column of the side-by-side page. */
export interface SideBySideColumn {
  lang: Lang;
  title: string;
  body: string;
  detail: string[];
  reviewedAt?: string;
  reviewedAgainst?: ReviewedAgainstView;
}

/** A fact in every language it has, the page's language first, paired paragraph by paragraph. */
export interface SideBySideView {
  path: string;
  category: FactCardView["category"];
  columns: SideBySideColumn[];
  glossary: GlossaryView[];
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
    href: paths.fact(lang, fact.path),
    category: categoryView(catalogue, fact.category, lang),
    title: t.title,
    excerpt: excerpt(t.body, lang),
    publishedDate: fact.publishedDate,
    readingTimeMinutes: t.readingTimeMinutes ?? readingTimeMinutes(lang, t.body, t.detail),
  };
}

/** The card view with the whole body, for a fact featured on its own. */
export function toFeaturedFact(catalogue: Catalogue, fact: Fact, lang: Lang): FeaturedFactView {
  return { ...toFactCard(catalogue, fact, lang), body: fact.translations[lang]!.body };
}

export function toFactPage(catalogue: Catalogue, fact: Fact, lang: Lang): FactPageView {
  const t = fact.translations[lang];
  if (!t) throw new Error(`${fact.path} has no ${lang} translation`);
  return {
    ...toFeaturedFact(catalogue, fact, lang),
    detail: t.detail,
    tags: t.tags,
    updatedDate: fact.updatedDate,
    reviewedAt: t.reviewedAt,
    ...reviewedAgainstOf(fact, lang),
    lastModified: lastModified(fact, lang),
    // Every correction, in the page's language: a reader of either version should see what was ever wrong.
    corrections: (fact.corrections ?? [])
      .map((c) => ({ date: c.date, langs: c.langs, note: c.note[lang] }))
      .sort((a, b) => b.date.localeCompare(a.date)),
    langs: factLangs(fact),
    // What the page shows of each source: the day it was checked is in the data and the API, not on the page.
    sources: (fact.sources ?? []).map(sourceView),
    glossary: glossaryView(fact, lang),
    otherTranslations: factLangs(fact)
      .filter((l) => l !== lang)
      .map((l) => ({ lang: l, reviewedAt: fact.translations[l]!.reviewedAt, ...reviewedAgainstOf(fact, l) })),
  };
}

/** `{ reviewedAgainst }` for a translation that records it (the counterpart is the first other language, as in review-versions). */
function reviewedAgainstOf(fact: Fact, lang: Lang): { reviewedAgainst?: ReviewedAgainstView } {
  const version = fact.translations[lang]?.reviewedAgainst;
  const other = factLangs(fact).find((l) => l !== lang);
  return version && other ? { reviewedAgainst: { lang: other, version } } : {};
}

function glossaryView(fact: Fact, lang: Lang): GlossaryView[] {
  return fact.glossary.map((entry) => ({ terms: { en: entry.en, ko: entry.ko }, ...(entry.note ? { note: entry.note[lang] } : {}) }));
}

/** The side-by-side view of a fact read from `lang`; the caller guarantees that translation exists. */
export function toSideBySide(catalogue: Catalogue, fact: Fact, lang: Lang): SideBySideView {
  const langs = [lang, ...factLangs(fact).filter((l) => l !== lang)];
  return {
    path: fact.path,
    category: categoryView(catalogue, fact.category, lang),
    columns: langs.map((l) => {
      const t = fact.translations[l]!;
      return { lang: l, title: t.title, body: t.body, detail: t.detail, reviewedAt: t.reviewedAt, ...reviewedAgainstOf(fact, l) };
    }),
    glossary: glossaryView(fact, lang),
  };
}
