import { splitSentences } from "../../app/lib/text/sentences";

/**
 * The longest Korean sentence the house style lets through (docs/style-guide.md, 문장 길이), in characters, not
 * counting what stands in brackets: a scientific name or an original spelling (Photinus carolinus) is skipped by a
 * reader, not read as part of the sentence. Measured over the catalogue of 2026-11-27 (3,587 Korean sentences):
 * median 56, 95th percentile 104, 99th percentile 128; every sentence over 140 chained three or more clauses.
 */
export const KO_SENTENCE_MAX_CHARS = 140;

/** A sentence's length as the limit counts it: characters (code points), brackets and their content left out. */
export function koreanSentenceChars(sentence: string): number {
  return [...sentence.replace(/\([^)]*\)/g, "")].length;
}

/** The sentences of a Korean text longer than the limit, each with its length. */
export function overlongKoreanSentences(text: string): { sentence: string; chars: number }[] {
  return splitSentences(text)
    .map((sentence) => ({ sentence, chars: koreanSentenceChars(sentence) }))
    .filter(({ chars }) => chars > KO_SENTENCE_MAX_CHARS);
}
