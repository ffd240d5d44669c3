import type { Fact, FactTranslation } from "../../app/lib/catalogue/schema";
import { firmHedge, hedges } from "./hedges";
import { namesIn, writesName, type NameEntry } from "./names";
import { missingNumbers, numbersIn } from "./numbers";
import { readerTexts } from "./reader-texts";
import { recordClaim, recordSourcesProblem } from "./records";
import { splitSentences } from "../../app/lib/text/sentences";
import type { ContentProblem } from "./waivers";

/** The texts of a translation that must say the same in both languages, by field name (detail.0 …). */
function fields(t: FactTranslation): Map<string, string> {
  const named = new Map<string, string>([
    ["title", t.title],
    ["body", t.body],
  ]);
  t.detail.forEach((paragraph, i) => named.set(`detail.${i}`, paragraph));
  if (t.seoDescription !== undefined) named.set("seoDescription", t.seoDescription);
  return named;
}

/**
 * What the content checks find in one fact (trust-data-shape.md): its English and Korean texts compared
 * field by field, the Korean house style, the shared name list and the sources of record claims.
 */
export function checkFact(fact: Fact, names: readonly NameEntry[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (field: string, check: string, message: string) => problems.push({ path: fact.path, field, check, message });
  const en = fact.translations.en;
  const ko = fact.translations.ko;

  if (en) {
    for (const field of ["title", "body"] as const) {
      const word = recordClaim(en[field]);
      const why = word && recordSourcesProblem(fact.sources ?? []);
      if (why) {
        report(field, "records", `claims a record ("${word}") but ${why}`);
        break;
      }
    }
  }
  if (!en || !ko) return problems;

  if (en.detail.length !== ko.detail.length)
    report("detail", "paragraphs", `en has ${en.detail.length} paragraphs, ko has ${ko.detail.length}`);
  en.detail.forEach((paragraph, i) => {
    const korean = ko.detail[i];
    if (korean === undefined) return;
    const [a, b] = [splitSentences(paragraph).length, splitSentences(korean).length];
    if (a !== b) report(`detail.${i}`, "sentences", `en has ${a} sentences, ko has ${b}`);
  });

  const enFields = fields(en);
  const koFields = fields(ko);
  for (const [field, english] of enFields) {
    const korean = koFields.get(field);
    if (korean === undefined) continue;
    const [enNumbers, koNumbers] = [numbersIn(english, "en"), numbersIn(korean, "ko")];
    const notInKo = missingNumbers(enNumbers, koNumbers);
    const notInEn = missingNumbers(koNumbers, enNumbers);
    if (notInKo.length > 0) report(field, "numbers", `en says ${notInKo.join(", ")}; ko does not`);
    if (notInEn.length > 0) report(field, "numbers", `ko says ${notInEn.join(", ")}; en does not`);

    const [enHedge, koHedge] = [firmHedge(english, "en"), firmHedge(korean, "ko")];
    if (enHedge && !hedges(korean, "ko")) report(field, "hedges", `en hedges ("${enHedge}"); ko states it as certain`);
    if (koHedge && !hedges(english, "en")) report(field, "hedges", `ko hedges ("${koHedge}"); en states it as certain`);

    // One Korean temperature style, digits with °C; Fahrenheit only where the English itself uses it.
    const style = /섭씨|℃/.exec(korean)?.[0];
    if (style) report(field, "temperature", `ko writes "${style}"; write digits with °C (30°C), as the English does`);
    const fahrenheit = /°F|화씨|℉/.exec(korean)?.[0];
    if (fahrenheit && !/°F|Fahrenheit/.test(english)) report(field, "temperature", `ko gives "${fahrenheit}" where en has no Fahrenheit`);
    if (korean.includes("그녀")) report(field, "pronoun", "ko uses 그녀; use the name or rephrase");
  }

  // Names are held to one form in every sentence a reader sees, the notes of corrections and glossary pairs too.
  const prose = (lang: "en" | "ko") => readerTexts(fact, lang).filter(({ kind }) => kind === "title" || kind === "prose");
  const english = prose("en");
  const korean = prose("ko")
    .map(({ text }) => text)
    .join("\n");
  for (const name of names) {
    const naming = english.find(({ text }) => namesIn(text, name));
    if (!naming || writesName(korean, name)) continue;
    report(naming.field, "names", `en names "${name.en}"; ko must write it "${name.ko}"`);
  }
  return problems;
}
