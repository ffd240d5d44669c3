import type { GlossaryEntry } from "../catalogue/schema";
import type { ParagraphPairs } from "../bilingual/sentence-pairs";
import type { Lang } from "../i18n/languages";
import type { Said } from "../pronunciation/said";
import { onlyEndingsAt } from "../search/korean-stem";
import { learnedLang } from "./local";

/**
 * Review cards (issue 34, item 6): each key term of a fact becomes a cloze made from the fact's own sentence,
 * the term blanked, in the language the reader is learning — Korean on /en, English on /ko — with the
 * partner sentence of its pair (in the page's language) as the prompt. Built on the server from the stored
 * sentence pairs. A card never gives its answer away: the blank is a whole word (a Korean noun without its
 * particle, an English word never cut), and the answer is nowhere else in the sentence, the prompt or the note;
 * a term that no sentence of the language learnt can blank so makes no card.
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
  /** How the answer is said, shown with it: a Korean term's [표준 발음] and romanization… */
  say?: Said;
  /** …or an English term's IPA (without slashes), stress marked. */
  ipa?: string;
}

export interface FactForCards {
  path: string;
  title: string;
  glossary: readonly GlossaryEntry[];
  /** The fact's sentence pairs, paragraph by paragraph. */
  paragraphs: readonly ParagraphPairs[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LETTER = /[\p{L}\p{N}]/u;
const HANGUL = /[가-힣]/;
/** What an English word may end in and still be the term: a plural (bees, boxes) or a possessive, left outside the blank. */
const ENGLISH_ENDING = /^(?:e?s)?(?=(?:'s|’s)?(?![\p{L}\p{N}]))/u;

/**
 * The blank for one occurrence of `term` at `index` in `sentence`, if the occurrence is a whole word: English at
 * a word's start and end (a plural joins the blank: bees; never the start of a longer word: bee in beetle);
 * Korean at a word's start and followed by nothing or only particles (꿀은, 꿀에서도; not 꿀 in 꿀주머니),
 * which stay outside the blank.
 */
function wholeWordAt(sentence: string, index: number, length: number): { index: number; length: number } | undefined {
  if (index > 0 && LETTER.test(sentence[index - 1]!)) return undefined;
  const end = index + length;
  if (HANGUL.test(sentence[end - 1]!)) return onlyEndingsAt(sentence, end) ? { index, length } : undefined;
  const ending = ENGLISH_ENDING.exec(sentence.slice(end));
  return ending ? { index, length: length + ending[0].length } : undefined;
}

/**
 * Where `term` occurs in `sentence` as a whole word (English ignoring case; Korean as written, a particle after
 * it), the first such place; undefined when it does not.
 */
export function findTerm(sentence: string, term: string): { index: number; length: number } | undefined {
  if (!term.trim()) return undefined;
  const pattern = new RegExp(escapeRegExp(term), "giu");
  for (let match = pattern.exec(sentence); match; match = pattern.exec(sentence)) {
    const found = wholeWordAt(sentence, match.index, match[0].length);
    if (found) return found;
  }
  return undefined;
}

/** True when `text` shows `answer` (or `term`), ignoring case: a card whose other text does so gives itself away. */
export const showsAnswer = (text: string, ...answers: string[]) =>
  answers.some((answer) => answer.trim() !== "" && text.toLowerCase().includes(answer.toLowerCase()));

/** How a card's answer is said: a Korean term's standard pronunciation and romanization, an English word's IPA. */
export type AnswerSound = { say: Said } | { ipa: string };

/**
 * The cards of one fact for a reader of `lang` pages, in glossary order: each term blanked in the first sentence
 * where it stands as a whole word and nowhere else in that sentence, nor in the prompt or the note. A term no
 * sentence can blank so makes no card. `sound` tells how a term of the language learnt is said, where known.
 */
export function buildCards(
  fact: FactForCards,
  lang: Lang,
  sound: (term: string) => AnswerSound | undefined = () => undefined,
): ReviewCardData[] {
  const learn = learnedLang(lang);
  const pairs = fact.paragraphs.flat();
  return fact.glossary.flatMap((entry) => {
    const term = entry[learn];
    const note = entry.note?.[lang];
    for (const pair of pairs) {
      const prompt = (pair[lang] ?? []).join(" ");
      if (!prompt) continue;
      for (const sentence of pair[learn] ?? []) {
        const found = findTerm(sentence, term);
        if (!found) continue;
        const answer = sentence.slice(found.index, found.index + found.length);
        const before = sentence.slice(0, found.index);
        const after = sentence.slice(found.index + found.length);
        if (showsAnswer(`${before}\u0000${after}\u0000${prompt}\u0000${note ?? ""}\u0000${entry[lang]}`, answer, term)) continue;
        const said = sound(term);
        return [
          {
            id: `${learn}|${fact.path}|${entry.en}`,
            fact: fact.path,
            title: fact.title,
            learn,
            answer,
            before,
            after,
            gloss: entry[lang],
            ...(note ? { note } : {}),
            prompt,
            ...(said ?? {}),
          },
        ];
      }
    }
    return [];
  });
}
