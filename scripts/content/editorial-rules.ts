import type { Fact } from "../../app/lib/catalogue/schema";
import { NOUNS_ENDING_IN_DA } from "../../app/lib/text/korean-headword";
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

/**
 * Why a Korean title is not a sentence in ‘-다’ (docs/style-guide.md, 문체), or undefined when it is: "금성에서는
 * 하루가 일 년보다 길다", "바티칸 시국은 세계에서 가장 작은 나라다". A noun phrase ("세계에서 가장 작은 나라, 바티칸
 * 시국"), a sentence in 합니다체 ("…입니다") and a noun that ends in 다 ("가장 깊은 바다") are not.
 */
export function koreanTitleProblem(title: string): string | undefined {
  // Closing quotes, brackets and a full stop do not end the sentence: "쥐는 간지럼을 타면 초음파로 ‘웃는다’".
  const text = title.trim().replace(/[\s’”'")\]」』.!…]+$/u, "");
  const lastWord = text.split(/\s+/).at(-1) ?? "";
  if (!text.endsWith("다") || NOUNS_ENDING_IN_DA.some((noun) => lastWord.endsWith(noun)))
    return "is not a sentence ending in ‘-다’: state the claim as the guide's titles do (…이다, …했다, …한다)";
  const beforeNida = text.at(-3);
  if (text.endsWith("니다") && beforeNida !== undefined && /[가-힣]/.test(beforeNida) && (beforeNida.charCodeAt(0) - 0xac00) % 28 === 17)
    return "ends in 합니다체 (…ㅂ니다); a title ends in ‘-다’ (…이다, …했다, …한다)";
  return undefined;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const chars = (text: string) => [...text].length;

/**
 * What a fact breaks of EDITORIAL_RULES, plus a title that asks ("?": a fact states) or, in Korean, is no sentence
 * in ‘-다’, and a translation without
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
    const notASentence = lang === "ko" ? koreanTitleProblem(t.title) : undefined;
    if (notASentence) report(`translations.${lang}.title`, "statement", `"${t.title}" ${notASentence}`);
    if (!t.reviewedAt)
      report(`translations.${lang}.reviewedAt`, "review", "is missing; set the day a reviewer checked this translation claim by claim");
  }
  return problems;
}
