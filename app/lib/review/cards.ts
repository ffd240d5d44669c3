import type { GlossaryEntry } from "../catalogue/schema";
import type { ParagraphPairs } from "../bilingual/sentence-pairs";
import type { Lang } from "../i18n/languages";
import { learnedLang } from "./local";

/**
 * Review cards (issue 34, item 6): each key term of a fact becomes a cloze made from the fact's own sentence,
 * the term blanked, in the language the reader is learning — Korean on /en, English on /ko — with the
 * partner sentence of its pair (in the page's language) as the prompt. Built on the server from the stored
 * sentence pairs; a term that occurs in no sentence of the language learnt makes no card.
 */
export interface ReviewCardData {
  /** Stable across visits and languages of the interface: the language learnt, the fact, the term's English form. */
  id: string;
  /** The fact's language-free path (`/fact/{category}/{slug}`). */
  fact: string;
  /** The fact's title in the page's language. */
  title: string;
  /** The language learnt (the blanked sentence's). */
  learn: Lang;
  /** The term as it stands in the sentence (the answer). */
  answer: string;
  /** The sentence around the blank. */
  before: string;
  after: string;
  /** The term in the page's language, and its note if it has one. */
  gloss: string;
  note?: string;
  /** The pair's sentence(s) in the page's language. */
  prompt: string;
}

export interface FactForCards {
  path: string;
  title: string;
  glossary: readonly GlossaryEntry[];
  /** The fact's sentence pairs, paragraph by paragraph. */
  paragraphs: readonly ParagraphPairs[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `term` occurs in `sentence` (English ignoring case; Korean as written, particles after it allowed). */
export function findTerm(sentence: string, term: string): { index: number; length: number } | undefined {
  if (!term.trim()) return undefined;
  const match = new RegExp(escapeRegExp(term), "iu").exec(sentence);
  return match ? { index: match.index, length: match[0].length } : undefined;
}

/** The cards of one fact for a reader of `lang` pages, in glossary order. */
export function buildCards(fact: FactForCards, lang: Lang): ReviewCardData[] {
  const learn = learnedLang(lang);
  const pairs = fact.paragraphs.flat();
  return fact.glossary.flatMap((entry) => {
    for (const pair of pairs) {
      for (const sentence of pair[learn] ?? []) {
        const found = findTerm(sentence, entry[learn]);
        if (!found) continue;
        const prompt = (pair[lang] ?? []).join(" ");
        if (!prompt) continue;
        const note = entry.note?.[lang];
        return [
          {
            id: `${learn}|${fact.path}|${entry.en}`,
            fact: fact.path,
            title: fact.title,
            learn,
            answer: sentence.slice(found.index, found.index + found.length),
            before: sentence.slice(0, found.index),
            after: sentence.slice(found.index + found.length),
            gloss: entry[lang],
            ...(note ? { note } : {}),
            prompt,
          },
        ];
      }
    }
    return [];
  });
}
