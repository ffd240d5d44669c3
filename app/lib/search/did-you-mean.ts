import type { Catalogue } from "../catalogue/catalogue";
import type { Lang } from "../i18n/languages";
import { foldForMatch } from "./normalize";

/** True when a and b differ by exactly one insertion, deletion or substitution. */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const vocabularies = new WeakMap<Catalogue, string[]>();

/** English tags and their words, sorted, built once per catalogue: tags are searched, so a suggestion finds something. */
function englishVocabulary(catalogue: Catalogue): string[] {
  let words = vocabularies.get(catalogue);
  if (!words) {
    const all = new Set<string>();
    for (const fact of catalogue.facts)
      for (const tag of (fact.translations.en?.tags ?? []).map(foldForMatch)) {
        all.add(tag);
        for (const word of tag.split(" ")) all.add(word);
      }
    words = [...all].filter((w) => w.length >= 3).sort();
    vocabularies.set(catalogue, words);
  }
  return words;
}

/** For an English query that found nothing: a tag (or tag word) one edit away, if any. */
export function didYouMean(catalogue: Catalogue, lang: Lang, query: string): string | null {
  if (lang !== "en" || query.length < 3 || !/^[a-z0-9 '-]+$/.test(query)) return null;
  return englishVocabulary(catalogue).find((c) => isOneEditAway(query, c)) ?? null;
}
