import type { Fact } from "../catalogue/schema";
import { digitsBeforeCountedNouns } from "./counted-numbers";
import { KO_SENTENCE_MAX_CHARS, overlongKoreanSentences } from "./korean-sentence-length";
import type { NameEntry } from "./names";
import { straightQuotationMessages } from "./quotes";
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

/** The English texts a reader sees, by field (tags too: they are shown as chips). */
function englishFields(fact: Fact): [string, string][] {
  const en = fact.translations.en;
  if (!en) return [];
  return [
    ["title", en.title],
    ["body", en.body],
    ...en.detail.map((p, i): [string, string] => [`detail.${i}`, p]),
    ...(en.seoDescription === undefined ? [] : [["seoDescription", en.seoDescription] as [string, string]]),
    ...en.tags.map((t, i): [string, string] => [`tags.${i}`, t]),
  ];
}

/**
 * The house style a machine can check (docs/style-guide.md): BCE/CE, British spelling, day-month-year dates and one
 * to nine spelled out before a counted noun in English prose; in Korean no semicolons, where an English semicolon becomes a run-on
 * sentence, and no sentence over KO_SENTENCE_MAX_CHARS; in both, curly quotation marks. Proper names keep their
 * own spelling (Kennedy Space Center): a name in the shared name list is not a misspelling.
 */
export function styleProblems(fact: Fact, names: readonly NameEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (field: string, check: string, message: string) => problems.push({ path: fact.path, field, check, message });
  for (const [field, text] of englishFields(fact)) {
    const era = BC_AD.exec(text)?.[0];
    if (era) report(field, "era", `writes "${era}"; write BCE or CE`);
    const plain = names.reduce((t, name) => t.split(name.en).join(" "), text);
    const date = field.startsWith("tags.") ? undefined : NOT_HOUSE_DATE.exec(plain)?.[0];
    if (date) report(field, "date", `writes "${date.trim()}"; write day, month, year ("4 October 1957")`);
    const us = US_WORD.exec(plain)?.[1];
    if (us) report(field, "spelling", `writes "${us}"; write "${BRITISH[us.toLowerCase()]}" (British spelling)`);
    for (const message of straightQuotationMessages(text)) report(field, "quotation-marks", message);
    // Tags are labels, not prose.
    if (field.startsWith("tags.")) continue;
    for (const { text: counted } of digitsBeforeCountedNouns(text))
      report(
        field,
        "counted-number",
        `writes "${counted}"; spell out one to nine before a counted noun ("${SPELLED[Number(counted[0]) - 1]}")`,
      );
  }
  const ko = fact.translations.ko;
  if (ko) {
    const fields: [string, string][] = [
      ["title", ko.title],
      ["body", ko.body],
      ...ko.detail.map((p, i): [string, string] => [`detail.${i}`, p]),
      ...(ko.seoDescription === undefined ? [] : [["seoDescription", ko.seoDescription] as [string, string]]),
    ];
    for (const [field, text] of [...fields, ...ko.tags.map((t, i): [string, string] => [`tags.${i}`, t])])
      for (const message of straightQuotationMessages(text)) report(field, "quotation-marks", message);
    for (const [field, text] of fields) {
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
    }
  }
  return problems;
}
