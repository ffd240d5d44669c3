import type { Lang } from "../i18n/languages";
import type { Said } from "../pronunciation/said";
import { markTerms } from "./mark-terms";

/** A sentence as runs of text and key terms (`[text, index in the fact's glossary]`): compact, as it travels in the page. */
export type GlossedSentence = (string | [text: string, term: number])[];

/** One sentence's runs: the key terms of `terms` marked. */
export function glossSentence(sentence: string, terms: readonly string[]): GlossedSentence {
  return markTerms(sentence, terms).map((s) => (s.term === undefined ? s.text : [s.text, s.term]));
}

/**
 * A glossary pair as the glosses show it: the term in each language, its note (in the page's language), and how
 * the term of the language the reader is learning is said: the Korean term's [표준 발음] and romanization on the
 * English site (`say`), the English term's IPA on the Korean site (`ipa`).
 */
export interface GlossView {
  terms: Record<Lang, string>;
  note?: string;
  say?: Said;
  ipa?: string;
}
