import { createHash } from "node:crypto";
import type { Fact, FactTranslation } from "../../app/lib/catalogue/schema";
import { LANGS, type Lang } from "../../app/lib/i18n/languages";
import type { ContentProblem } from "./waivers";

/** Hex digits of a version: enough that two texts never share one by chance, short enough to read aloud. */
const VERSION_DIGITS = 12;

/**
 * The version of a translation's text: the first 12 hex digits of the SHA-256 of its reviewed fields
 * (title, body, detail, tags, seoKeywords, seoDescription), in that order, as a JSON array of NFC text with
 * null for a missing description. Any change to what a reader or a search engine is told gives a new version;
 * the reading time, the review dates and the shape of a quotation mark or apostrophe (‘ ’ or ', “ ” or ") do
 * not: setting quotes as the style guide asks changes no claim, so it asks for no new review.
 */
export function textVersion(t: FactTranslation): string {
  const nfc = (s: string) => s.normalize("NFC").replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  const fields = [
    nfc(t.title),
    nfc(t.body),
    t.detail.map(nfc),
    t.tags.map(nfc),
    t.seoKeywords.map(nfc),
    t.seoDescription === undefined ? null : nfc(t.seoDescription),
  ];
  return createHash("sha256").update(JSON.stringify(fields), "utf8").digest("hex").slice(0, VERSION_DIGITS);
}

/** The language a translation is reviewed against: the first other one the fact has (for Korean, English). */
export function counterpart(fact: Fact, lang: Lang): Lang | undefined {
  return LANGS.find((other) => other !== lang && fact.translations[other]);
}

/**
 * Each reviewed translation must name the version of its counterpart it was read against, and that must still be
 * the counterpart's text: an English edit makes the Korean stale until a reviewer reads the pair again and runs
 * `npm run fact:reviewed`. Never waived: the fix is the review.
 */
export function reviewProblems(fact: Fact): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const lang of LANGS) {
    const t = fact.translations[lang];
    const other = counterpart(fact, lang);
    if (!t?.reviewedAt || !other) continue;
    const current = textVersion(fact.translations[other]!);
    const report = (message: string) =>
      problems.push({ path: fact.path, field: `translations.${lang}.reviewedAgainst`, check: "review", message });
    if (t.reviewedAgainst === undefined)
      report(
        `${lang} was reviewed on ${t.reviewedAt} but does not say against which ${other} text; read it against the ${other} and run npm run fact:reviewed -- ${fact.path} --lang ${lang}`,
      );
    else if (t.reviewedAgainst !== current)
      report(
        `the ${other} text changed since ${lang} was reviewed (${t.reviewedAt}, against ${t.reviewedAgainst}; ${other} is now ${current}); read the ${lang} against it again and run npm run fact:reviewed -- ${fact.path} --lang ${lang}`,
      );
  }
  return problems;
}

/**
 * What fact:reviewed records on `lang` when a reviewer has read it against its counterpart on `day`: the day,
 * and the counterpart's current version.
 */
export function reviewRecord(fact: Fact, lang: Lang, day: string): Pick<FactTranslation, "reviewedAt" | "reviewedAgainst"> {
  const other = counterpart(fact, lang);
  if (!fact.translations[lang]) throw new Error(`${fact.path} has no ${lang} translation`);
  if (!other) throw new Error(`${fact.path} has no other translation to review ${lang} against`);
  return { reviewedAt: day, reviewedAgainst: textVersion(fact.translations[other]!) };
}
