import type { Fact } from "../../app/lib/catalogue/schema";
import type { Lang } from "../../app/lib/i18n/languages";

/**
 * What kind of text a field holds, for the checks that apply to some and not others: a title; prose (the summary,
 * the explanation, the search description, the notes of a correction or a glossary pair); a label (a tag, a glossary
 * term: a word or two, not a sentence); a search keyword (written as people search, so never held to the house style).
 */
export type TextKind = "title" | "prose" | "label" | "keyword";

export interface ReaderText {
  /** The field as problems and waivers name it: title, body, detail.0, seoDescription, tags.1, glossary.2, glossary.2.note, corrections.0.note. */
  field: string;
  text: string;
  kind: TextKind;
}

/**
 * Every text of a fact in one language that a reader or a search engine sees, by field: the translation's own texts,
 * and the language's side of the glossary and of the corrections. The house style reaches all of them (issue 51:
 * a published correction said "centimeter").
 */
export function readerTexts(fact: Fact, lang: Lang): ReaderText[] {
  const t = fact.translations[lang];
  if (!t) return [];
  const texts: ReaderText[] = [
    { field: "title", text: t.title, kind: "title" },
    { field: "body", text: t.body, kind: "prose" },
    ...t.detail.map((text, i): ReaderText => ({ field: `detail.${i}`, text, kind: "prose" })),
  ];
  if (t.seoDescription !== undefined) texts.push({ field: "seoDescription", text: t.seoDescription, kind: "prose" });
  t.tags.forEach((text, i) => texts.push({ field: `tags.${i}`, text, kind: "label" }));
  t.seoKeywords.forEach((text, i) => texts.push({ field: `seoKeywords.${i}`, text, kind: "keyword" }));
  fact.glossary.forEach((entry, i) => {
    texts.push({ field: `glossary.${i}`, text: entry[lang], kind: "label" });
    if (entry.note) texts.push({ field: `glossary.${i}.note`, text: entry.note[lang], kind: "prose" });
  });
  fact.corrections?.forEach((correction, i) => texts.push({ field: `corrections.${i}.note`, text: correction.note[lang], kind: "prose" }));
  return texts;
}
