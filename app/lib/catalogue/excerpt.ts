import type { Lang } from "../i18n/languages";

/** How long a card's excerpt may be, in characters: about five lines of a card at its narrowest. */
export const EXCERPT_CHARS: Record<Lang, number> = { en: 120, ko: 60 };

/** Punctuation that ends a sentence, with any closing quotes or brackets after it. */
const SENTENCE_END = /[.!?。…！？]["'”’)\]」』]*$/u;

/**
 * A sentence that ends this close to the limit (as a share of it) is a better place to stop than a word
 * further on: the excerpt then ends as the writer ended it, with no ellipsis.
 */
const SENTENCE_PREFERENCE = 0.6;

const segmenters = new Map<Lang, Intl.Segmenter>();
const segmenterFor = (lang: Lang) => {
  let segmenter = segmenters.get(lang);
  if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: "word" })));
  return segmenter;
};

/**
 * `text` cut to at most `maxChars` characters at a word boundary (Intl.Segmenter, in the text's language),
 * never inside a word. A cut text ends with "…", unless it ends a sentence: no ellipsis after . ! ? 。 …
 * A text that fits is returned whole; a single word longer than the limit is kept whole.
 */
export function excerpt(text: string, lang: Lang, maxChars: number = EXCERPT_CHARS[lang]): string {
  // The catalogue's texts are cut the same way on every request: each cut is made once (word segmentation is most
  // of a card's cost). Bounded, for texts that are not the catalogue's.
  const key = `${lang}${maxChars}`;
  const cuts = (excerpts[key] ??= new Map());
  const known = cuts.get(text);
  if (known !== undefined) return known;
  const cut = cutText(text, lang, maxChars);
  if (cuts.size >= REMEMBERED_EXCERPTS) cuts.clear();
  cuts.set(text, cut);
  return cut;
}

const REMEMBERED_EXCERPTS = 4096;
const excerpts: Record<string, Map<string, string>> = {};

function cutText(text: string, lang: Lang, maxChars: number): string {
  const whole = text.trim();
  if (whole.length <= maxChars) return whole;
  // A word ends where something other than a word follows it: "5천만" and "385–390" stay whole where they
  // can, and a number is never parted from the Hangul written against it.
  let wordEnd = 0;
  let sentenceEnd = 0;
  let afterWord = false;
  for (const { segment, index, isWordLike } of segmenterFor(lang).segment(whole)) {
    if (index > maxChars) break;
    if (!isWordLike && afterWord) wordEnd = index;
    const end = index + segment.length;
    if (!isWordLike && wordEnd > 0 && end <= maxChars && SENTENCE_END.test(segment.trim())) sentenceEnd = end;
    afterWord = isWordLike === true;
  }
  // Nothing fits: the first word whole.
  if (wordEnd === 0) wordEnd = whole.search(/[\s.,;:!?。、]/u) > 0 ? whole.search(/[\s.,;:!?。、]/u) : whole.length;
  if (sentenceEnd >= maxChars * SENTENCE_PREFERENCE || (sentenceEnd > 0 && sentenceEnd >= wordEnd))
    return whole.slice(0, sentenceEnd).trim();
  const cut = whole.slice(0, wordEnd).trimEnd();
  return SENTENCE_END.test(cut) ? cut : `${cut}…`;
}
