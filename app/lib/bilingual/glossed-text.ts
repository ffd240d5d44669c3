import type { Lang } from "../i18n/languages";
import type { Said } from "../pronunciation/said";
import { markTerms } from "./mark-terms";

/** A sentence as runs of text and key terms (`[text, index in the fact's glossary]`): compact, as it travels in the page. */
export type GlossedSentence = (string | [text: string, term: number])[];

/** One sentence's runs: the key terms of `terms` marked. */
export function glossSentence(sentence: string, terms: readonly string[]): GlossedSentence {
  return markTerms(sentence, terms).map((s) => (s.term === undefined ? s.text : [s.text, s.term]));
}

/** A glossary pair as the glosses show it: the term in each language, its note, and how its Korean term is said. */
export interface GlossView {
  terms: Record<Lang, string>;
  note?: string;
  say?: Said;
}
