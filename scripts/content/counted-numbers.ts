/**
 * Digits before a counted noun in English prose (docs/style-guide.md, "Numbers in prose"): one to nine are spelled
 * out before a counted noun ("two scholars", "four long antennas", "three months"). A digit from 1 to 9 is left alone
 * when it is part of a larger figure (1.6, 3×3, 1/8, 2,400), a range or score (7 or 8, 1 to 9, 4 games to 1, 9 by 9),
 * a name or label (Sputnik 1, Ariane 4, game 4), a date or time of day (4 October, 8 in the morning), an age
 * (1 year old), an operand (dividing by 3), one figure of a time told in two units (8 minutes and 20 seconds), or when the next word is a unit, a scale word (3 million), a currency or a word that is no noun
 * (of, to, and …). Whatever else follows a lone 1–9 is read as a counted noun, adjectives included ("2 radio
 * transmitters"). A comparison with a larger number in the same sentence ("up to 5 flights, but it made 72") is
 * the one exception a machine cannot tell: a reviewed waiver sets it aside.
 */

/** Units of measurement (with their symbols), scale words, currencies and Go ranks: digits before these are house style. */
const MEASURES = new Set(
  [
    "m mm cm km µm nm g mg kg t ml l s ms h min hz khz mhz db k au mph kmh",
    "metre metres meter meters millimetre millimetres centimetre centimetres kilometre kilometres micrometre micrometres",
    "nanometre nanometres gram grams milligram milligrams kilogram kilograms tonne tonnes ton tons litre litres",
    "millilitre millilitres pound pounds ounce ounces foot feet inch inches mile miles yard yards pied pieds pouce pouces",
    "degree degrees kelvin volt volts watt watts kilowatt kilowatts hertz decibel decibels calorie calories joule joules",
    "light-year light-years parsec parsecs percent per square cubic",
    "thousand million billion trillion quadrillion quintillion",
    "penny pence pennies cent cents dollar dollars euro euros won yen shilling shillings",
    "dan",
  ]
    .join(" ")
    .split(" "),
);

const MONTHS = new Set("january february march april may june july august september october november december".split(" "));

/** Words that cannot be the counted noun: the digit stands for itself (counted as 1, turned 2 the next day). */
const NOT_NOUNS = new Set(
  "to or and of in on at by for from with into than as is was are were be been the a an it its this that after before out up down p.m a.m".split(
    " ",
  ),
);

/** Lower-case words after which a digit is a label, not a count: game 4, move 37, flight 2. */
const LABELS = new Set(
  "game move round flight page chapter number no level grade act scene stage track volume episode class type phase".split(" "),
);

/** Capitalised words that are not names: a digit after them is a count ("Its 3 telescopes", "The 4 Black Symbols"). */
const NOT_NAMES = new Set(
  "the its their his her our all just only about some over under than from with takes won share and of in on at for by to a an these those nearly roughly almost around after before until since until more less up has have had are were was is".split(
    " ",
  ),
);

/** After "of", the words that make a digit a count of part of a group: "2 of the eyes", "3 of them". */
const PART_OF = new Set("the them these those its their his her our all".split(" "));

/**
 * A capitalised word before a digit names something (Sputnik 1, Ariane 4), unless it is a word capitalised only
 * because a sentence starts with it, which ends in -ing ("Having 7 neck vertebrae").
 */
const isName = (word: string) => /^[A-Z]/.test(word) && !/^[A-Z][a-z]+ing$/.test(word);

const LONE_DIGIT = /(?<![\d.,/×:–\-−$£€#])\b([1-9])\b(?![\d.,/×:–\-−%°])/g;
const RANGE_AFTER = /^\s*(?:–|-|—|to|or|and|by)\s*\d/;
/** One figure of a time told in two units, measured rather than counted: "8 minutes and 20 seconds", "11 days and 1 hour". */
const TIME_UNIT = "(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)";
const COMPOUND_TIME_AFTER = new RegExp(String.raw`^\s+${TIME_UNIT}\s+(?:and\s+)?\d`, "i");
const COMPOUND_TIME_BEFORE = new RegExp(String.raw`\d\s+${TIME_UNIT}\s+(?:and\s+)?$`, "i");
/** A digit that is an operand, not a count: "dividing by 3 gives a distance in kilometres". */
const ARITHMETIC_BEFORE = /\b(?:divid(?:e|es|ed|ing)|multipl(?:y|ies|ied|ying))\s+by\s+$|\b(?:plus|minus)\s+$/i;
const SCORE = /^\s+[A-Za-z]+\s+to\s+\d/;
const RANGE_BEFORE = /\d\s*(?:–|-|—|to|or|and|by)\s*$/;

/** A digit before a counted noun: where it stands in the text, and the digit with the word it counts ("3 telescopes"). */
export interface CountedDigit {
  index: number;
  text: string;
}

/** The digits of a text that stand before a counted noun, in the order they appear. */
export function digitsBeforeCountedNouns(text: string): CountedDigit[] {
  const found: CountedDigit[] = [];
  for (const match of text.matchAll(LONE_DIGIT)) {
    const start = match.index;
    const before = text.slice(0, start);
    const after = text.slice(start + 1);
    if (RANGE_AFTER.test(after) || RANGE_BEFORE.test(before) || ARITHMETIC_BEFORE.test(before)) continue;
    if (COMPOUND_TIME_AFTER.test(after) || COMPOUND_TIME_BEFORE.test(before)) continue;
    const previous = /([A-Za-z][\w'-]*)\s+$/.exec(before)?.[1];
    if (previous && (LABELS.has(previous.toLowerCase()) || (isName(previous) && !NOT_NAMES.has(previous.toLowerCase())))) continue;
    const words = /^\s+([A-Za-z][A-Za-z'-]*)(?:\s+([A-Za-z][A-Za-z'-]*))?/.exec(after);
    if (!words) continue;
    const [, next, following] = words;
    const noun = next!.toLowerCase();
    // "2 of the eyes" counts eyes, as "two of them" would: a part of a group named next.
    const partOf = noun === "of" && PART_OF.has(following?.toLowerCase() ?? "");
    if (MEASURES.has(noun) || MONTHS.has(noun) || (NOT_NOUNS.has(noun) && !partOf)) continue;
    if (/^years?$/.test(noun) && following?.toLowerCase() === "old") continue;
    if (SCORE.test(after)) continue;
    found.push({ index: start, text: `${match[1]} ${next}` });
  }
  return found;
}
