import type { Lang } from "../i18n/languages";
import type { Fact } from "./schema";

const latest = (dates: readonly (string | undefined)[]) => dates.reduce<string>((max, d) => (d && d > max ? d : max), "");

/**
 * When a language version of a fact last changed as a reader sees it: published, updated, reviewed
 * claim by claim, or corrected (only the corrections that touched that language). Feeds, the sitemap
 * and JSON-LD's dateModified all use this, so they agree.
 */
export function lastModified(fact: Fact, lang: Lang): string {
  const corrections = fact.corrections?.filter((c) => c.langs.includes(lang)).map((c) => c.date) ?? [];
  return latest([fact.publishedDate, fact.updatedDate, fact.translations[lang]?.reviewedAt, ...corrections]);
}

/** The latest change of a fact in any language. */
export function lastModifiedAnyLang(fact: Fact): string {
  return latest([fact.publishedDate, ...(Object.keys(fact.translations) as Lang[]).map((lang) => lastModified(fact, lang))]);
}
