/**
 * Number-plus-의 before a counted noun (docs/style-guide.md, 수 표기): "5명의 악사", "약 900개 필사본의 조각" are
 * English word order ("five musicians", "fragments of about 900 manuscripts") in Korean words. Korean puts the noun
 * first and the count after it: 악사 다섯 명, 필사본 약 900개에서 나온 조각.
 *
 * Only a count that opens its phrase is reported: after a particle, an ending, punctuation or the start of the text
 * ("바다에는 약 1,900종의 불가사리가"). Where a noun stands before the count, the 의 is a true genitive of that noun
 * and its count ("코끼리 약 100마리의 무게", the weight of about 100 elephants) and nothing is reported.
 */

/** Counters of things, people and kinds; measurement units are not counters (62cm의 is another matter). */
const COUNTERS = "개국|개체|개|명|마리|권|장|척|채|그루|송이|곳|군데|가지|종|편|점|벌|켤레|쌍|자루|대|건|통";
/** A count: digits (with 만/억 units), or a native number word, which stands apart from its counter (세 개, not 세종). */
const COUNT = String.raw`(?:\d[\d,.]*(?:\s?[만억조](?:\s?\d[\d,.]*)?)*\s?(?:여\s?)?|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무)\s)`;
/** Words that may stand between what opens the phrase and the count. */
const HEDGE = String.raw`(?:(?:약|대략|모두|무려|거의|총|단|겨우|불과|최소|최대)\s)?`;
const COUNTED_OF = new RegExp(String.raw`(?<![가-힣\d])(${HEDGE}${COUNT}(?:${COUNTERS})(?:\s[가-힣]+)?의)(?=\s[가-힣])`, "gu");

/** A word that ends with a particle or an ending: what comes after it opens a new phrase. */
const OPENS_AFTER =
  /(?:은|는|을|를|에|에서|에는|에게|와|과|로|으로|도|만|까지|부터|처럼|보다|동안|등|고|며|지만|는데|면|서|한|된|는|던|인|운|진|난|린|른|든|쓴|았|었)$/;

/** The number-plus-의 phrases of a Korean text that open their phrase ("약 900개 필사본의"), in order. */
export function countedOfPhrases(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(COUNTED_OF)) {
    const before = text.slice(0, match.index).trimEnd();
    const previous = /[^\s]*$/.exec(before)?.[0] ?? "";
    const opens = before === "" || /[.,!?:;(‘“'"—–·]$/.test(previous) || OPENS_AFTER.test(previous) || !/[가-힣]$/.test(previous);
    if (opens) found.push(match[1]!);
  }
  return found;
}
