import type { Fact } from "../catalogue/schema";
import type { ContentProblem } from "./waivers";

/**
 * The lengths readers and search engines expect, and the other rules every published fact meets. They live here
 * (npm run check:content refuses a fact that breaks one, naming it) and nowhere else: the fact:new skeleton and
 * docs/writing-facts.md quote these numbers.
 */
export const EDITORIAL_RULES = {
  /** Words in the English explanation, all paragraphs together. */
  enDetailWords: { min: 90, max: 180 },
  /** Characters of the search-engine description: Korean says as much in fewer (80–120 for 120–160, issue #18). */
  seoDescriptionChars: { en: { min: 120, max: 160 }, ko: { min: 60, max: 120 } },
} as const;

/** The names of the checks below, as problems carry them. */
export const EDITORIAL_CHECKS: readonly string[] = ["length", "statement", "review"];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const chars = (text: string) => [...text].length;

/**
 * What a fact breaks of EDITORIAL_RULES, plus a title that asks ("?": a fact states), and a translation without
 * `reviewedAt` (never checked claim by claim). Never waived: these are the floor, not judgement calls.
 */
export function editorialProblems(fact: Fact): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (field: string, check: string, message: string) => problems.push({ path: fact.path, field, check, message });
  const { en } = fact.translations;
  if (en) {
    const { min, max } = EDITORIAL_RULES.enDetailWords;
    const count = words(en.detail.join(" "));
    if (count < min || count > max) report("translations.en.detail", "length", `has ${count} words; write ${min}–${max}`);
  }
  for (const [lang, t] of Object.entries(fact.translations)) {
    if (!t) continue;
    const { min, max } = EDITORIAL_RULES.seoDescriptionChars[lang as keyof typeof EDITORIAL_RULES.seoDescriptionChars];
    const description = t.seoDescription;
    if (description === undefined) report(`translations.${lang}.seoDescription`, "length", `is missing; write ${min}–${max} characters`);
    else if (chars(description) < min || chars(description) > max)
      report(`translations.${lang}.seoDescription`, "length", `has ${chars(description)} characters; write ${min}–${max}`);
    if (t.title.trim().endsWith("?")) report(`translations.${lang}.title`, "statement", 'ends with "?"; a fact title states its claim');
    if (!t.reviewedAt)
      report(`translations.${lang}.reviewedAt`, "review", "is missing; set the day a reviewer checked this translation claim by claim");
  }
  return problems;
}
