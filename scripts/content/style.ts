import type { Fact } from "../../app/lib/catalogue/schema";
import { digitsBeforeCountedNouns } from "./counted-numbers";
import { inflectedEnding } from "./glossary-forms";
import { countedOfPhrases } from "./korean-counted-of";
import { largeNumbersInDigits } from "./korean-large-numbers";
import { KO_SENTENCE_MAX_CHARS, overlongKoreanSentences } from "./korean-sentence-length";
import { variantsIn, type NameEntry } from "./names";
import { straightQuotationMessages } from "./quotes";
import { readerTexts } from "./reader-texts";
import type { ContentProblem } from "./waivers";

/** Eras as docs/style-guide.md writes them: BCE and CE, never BC and AD, next to a year or a century. */
const BC_AD = /\b\d[\d,]*\s?(?:BC|AD)\b|\bAD\s?\d[\d,]*|\b(?:century|centuries|millennium|millennia)\s(?:BC|AD)\b/;

/**
 * US-only spellings, each with the British form the house uses (docs/style-guide.md). Only words whose US form is
 * never British; -ize is left alone (Oxford spelling allows it), and so are search keywords, written as people search.
 */
const BRITISH: Record<string, string> = {
  color: "colour",
  colors: "colours",
  colored: "coloured",
  colorful: "colourful",
  coloration: "colouration",
  center: "centre",
  centers: "centres",
  centered: "centred",
  meter: "metre",
  meters: "metres",
  centimeter: "centimetre",
  centimeters: "centimetres",
  millimeter: "millimetre",
  millimeters: "millimetres",
  kilometer: "kilometre",
  kilometers: "kilometres",
  behavior: "behaviour",
  behaviors: "behaviours",
  defense: "defence",
  gray: "grey",
  labor: "labour",
  traveling: "travelling",
  traveled: "travelled",
  fiber: "fibre",
  fibers: "fibres",
  analyzed: "analysed",
};
const US_WORD = new RegExp(String.raw`\b(${Object.keys(BRITISH).join("|")})\b`, "i");

const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
const SHORT_MONTH = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec";
/**
 * Dates in any style but the house's day month year ("4 October 1957", docs/style-guide.md "Dates"): month first
 * ("October 4, 1957", "October 4"), ordinals ("4th October") and abbreviated months ("4 Oct 1957").
 */
const NOT_HOUSE_DATE = new RegExp(
  String.raw`\b(?:(?:${MONTH}) \d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th) (?:${MONTH})\b|\d{1,2} (?:${SHORT_MONTH})\.? \d{4})`,
);
/** Korean dates written with dots or without the spaces: 1957.10.4, 10월4일. */
const NOT_HOUSE_DATE_KO = /\b\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\b|\d{1,2}월\d{1,2}일/;

const SPELLED = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/**
 * The house style a machine can check (docs/style-guide.md), over every text a reader sees (reader-texts.ts: the
 * glossary and the corrections' notes too; search keywords are written as people search and left alone). In English:
 * BCE/CE, British spelling, day-month-year dates, and one to nine spelled out before a counted noun in prose. In Korean: dates as 1957년 10월 4일, no semicolon (an
 * English semicolon makes a run-on sentence), no sentence over KO_SENTENCE_MAX_CHARS, large numbers in 만 units, no
 * number-plus-의 before a counted noun, one spelling per name, glossary headwords in dictionary form. In both, curly
 * quotation marks. Proper names keep their own spelling (Kennedy Space Center): a name in the shared list is not a
 * misspelling.
 */
export function styleProblems(fact: Fact, names: readonly NameEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (field: string, check: string, message: string) => problems.push({ path: fact.path, field, check, message });
  for (const { field, text, kind } of readerTexts(fact, "en")) {
    if (kind === "keyword") continue;
    const era = BC_AD.exec(text)?.[0];
    if (era) report(field, "era", `writes "${era}"; write BCE or CE`);
    const plain = names.reduce((t, name) => t.split(name.en).join(" "), text);
    const date = field.startsWith("tags.") ? undefined : NOT_HOUSE_DATE.exec(plain)?.[0];
    if (date) report(field, "date", `writes "${date.trim()}"; write day, month, year ("4 October 1957")`);
    const us = US_WORD.exec(plain)?.[1];
    if (us) report(field, "spelling", `writes "${us}"; write "${BRITISH[us.toLowerCase()]}" (British spelling)`);
    for (const message of straightQuotationMessages(text)) report(field, "quotation-marks", message);
    // Tags and glossary terms are labels, not prose.
    if (kind === "label") continue;
    for (const { text: counted } of digitsBeforeCountedNouns(text))
      report(
        field,
        "counted-number",
        `writes "${counted}"; spell out one to nine before a counted noun ("${SPELLED[Number(counted[0]) - 1]}")`,
      );
  }
  for (const { field, text, kind } of readerTexts(fact, "ko")) {
    if (kind === "keyword") continue;
    for (const message of straightQuotationMessages(text)) report(field, "quotation-marks", message);
    for (const { variant, name } of variantsIn(text, names))
      report(field, "name-variant", `writes "${variant}"; ${name.en} is written "${name.ko}" throughout (data/names-*.json)`);
    if (kind === "label") {
      const ending = field.startsWith("glossary.") ? inflectedEnding(text) : undefined;
      if (ending)
        report(
          field,
          "glossary-form",
          `"${text}" ends in the inflectional ending ${ending}; give the dictionary form (녹다, 퇴화하다, 쉬지 않다) or a noun`,
        );
      continue;
    }
    const date = NOT_HOUSE_DATE_KO.exec(text)?.[0];
    if (date) report(field, "date", `ko writes "${date}"; write 1957년 10월 4일`);
    if (text.includes(";"))
      report(field, "semicolon", "ko uses a semicolon; end the sentence or join the clauses as Korean does (-고, -는데)");
    for (const { sentence, chars } of overlongKoreanSentences(text))
      report(
        field,
        "sentence-length",
        `ko has a sentence of ${chars} characters (limit ${KO_SENTENCE_MAX_CHARS}, brackets not counted): "${sentence.slice(0, 30)}…"; split it`,
      );
    for (const { written, inUnits } of largeNumbersInDigits(text))
      report(field, "large-number", `writes "${written}"; write numbers of 1만 or more in 만 units ("${inUnits}")`);
    for (const phrase of countedOfPhrases(text))
      report(
        field,
        "counted-of",
        `writes "${phrase}": number-plus-의 before a counted noun; put the noun first ("악사 다섯 명", "필사본 약 900개")`,
      );
  }
  return problems;
}
