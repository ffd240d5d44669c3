/**
 * Quotation marks as docs/style-guide.md sets them, in English and Korean alike: curly single quotes (‘OK’,
 * ‘바나나 등가 선량’), not the typewriter's straight ones ('OK'). An apostrophe inside or after a word (it's, the
 * sharks' eyes, Press 'n Peel) is not a quotation mark and is left alone: only a straight mark that opens after a
 * space, a bracket or a dash and closes before a space, punctuation or a Korean particle ('삼'에는) is found.
 */
const STRAIGHT_QUOTATION = /(^|[\s([—–/])'(\S(?:.*?\S)??)'(?=$|[\s.,;:!?()\]—–/]|[\u3131-\u318E\uAC00-\uD7A3])/gu;

/** The phrases a text quotes between straight single quotes, in the order they appear. */
export function straightQuotations(text: string): string[] {
  return [...text.matchAll(STRAIGHT_QUOTATION)].map((match) => match[2]!);
}

/** What the content checks say of each phrase `text` quotes between straight single quotes. */
export function straightQuotationMessages(text: string): string[] {
  return straightQuotations(text).map((quoted) => `writes '${quoted}' with straight quotes; write ‘${quoted}’ (curly single quotes)`);
}
