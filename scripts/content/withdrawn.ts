import type { Lang } from "../../app/lib/i18n/languages";
import type { Fact } from "../../app/lib/catalogue/schema";
import type { ContentProblem } from "./waivers";

/** Case, Unicode form, curly quotes and runs of spaces do not make a withdrawn phrase new. */
function comparable(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ");
}

/** Every text of one language a reader or a search engine gets, by field name: a withdrawn phrase may hide in any. */
function textsOf(fact: Fact, lang: Lang): [string, string][] {
  const t = fact.translations[lang];
  if (!t) return [];
  return [
    ["title", t.title],
    ["body", t.body],
    ...t.detail.map((p, i): [string, string] => [`detail.${i}`, p]),
    ...t.tags.map((tag, i): [string, string] => [`tags.${i}`, tag]),
    ...t.seoKeywords.map((k, i): [string, string] => [`seoKeywords.${i}`, k]),
    ...(t.seoDescription === undefined ? [] : [["seoDescription", t.seoDescription] as [string, string]]),
    ...fact.glossary.flatMap((g, i): [string, string][] => [
      [`glossary.${i}`, g[lang]],
      ...(g.note ? [[`glossary.${i}.note`, g.note[lang]] as [string, string]] : []),
    ]),
  ];
}

/**
 * The phrases a correction withdrew that are back (or were never taken out) somewhere in the fact, in the
 * language they were withdrawn from: a correction must reach every word, keywords and tags included.
 * Never waived: a phrase that is right after all is taken off the correction's list instead.
 */
export function withdrawnProblems(fact: Fact): ContentProblem[] {
  const problems: ContentProblem[] = [];
  fact.corrections?.forEach((correction, i) => {
    for (const [lang, phrases] of Object.entries(correction.withdrawn ?? {}) as [Lang, string[]][])
      for (const phrase of phrases)
        for (const [field, text] of textsOf(fact, lang))
          if (comparable(text).includes(comparable(phrase)))
            problems.push({
              path: fact.path,
              field: `${lang}.${field}`,
              check: "withdrawn",
              message: `says "${phrase}", which correction ${i + 1} (${correction.date}) withdrew`,
            });
  });
  return problems;
}
