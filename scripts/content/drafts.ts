// The scaffold of a new fact (npm run fact:new) and the check that keeps a draft from shipping: every text
// the writer must supply starts as a TODO marker, which the schema accepts (so the draft loads while it is
// written) and `npm run check:content` refuses wherever it is left (the "draft" check, never waivable).
import type { Fact } from "../../app/lib/catalogue/schema";
import { EDITORIAL_RULES } from "./editorial-rules";
import type { ContentProblem } from "./waivers";

/** The marker of text still to write. Real facts never contain it (check:content makes sure). */
export const DRAFT_MARKER = "TODO";

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The publishedDate of a new draft: after today in Seoul, so a draft full of TODO text is never live (not even in
 * npm run dev), and after the newest fact, so it joins the end of the queue (ADR 014). `today` is Seoul's
 * (time/seoul-day.ts); `newest` is empty for an empty catalogue.
 */
export function draftDate(newest: string, today: string): string {
  return nextDay(newest > today ? newest : today);
}

const { enDetailWords, seoDescriptionChars } = EDITORIAL_RULES;

/**
 * A new fact with every field, in both languages, each text a TODO saying what to write and within which
 * limits (EDITORIAL_RULES, which check:content enforces). Its publishedDate is `publishedDate` (draftDate: a
 * day still to come; set the real day when it has passed its reviews, never before `addedAt`). `addedAt` is the
 * Seoul day it is written (today): test/data/dates.test.ts holds it to the day of the commit that adds it.
 */
export function draftFact(category: string, slug: string, publishedDate: string, addedAt: string): Fact {
  const todo = (what: string) => `${DRAFT_MARKER}: ${what}`;
  // Glossary terms must occur in their language's text for the schema; the TODO paragraphs name them.
  const terms = [1, 2, 3].map((n) => `${DRAFT_MARKER}-term-${n}`);
  const paragraph = (lang: string, n: number) =>
    todo(
      `${lang} paragraph ${n} of 2 to 4, one claim per sentence, the same sentences in both languages (uses ${terms.join(", ")}).` +
        (lang === "English" ? ` All English paragraphs together: ${enDetailWords.min}–${enDetailWords.max} words.` : ""),
    );
  return {
    id: slug,
    slug,
    category,
    path: `/fact/${category}/${slug}`,
    addedAt,
    publishedDate,
    priority: 0.5,
    sources: [
      {
        publisher: todo("publisher of a reliable source"),
        title: todo("title of the page or paper"),
        url: `https://example.org/${DRAFT_MARKER}`,
        checkedAt: addedAt,
        support: {
          quote: todo(
            "a short passage copied exactly from the stored copy that says what the fact claims (or a locator instead: section, page, table)",
          ),
        },
      },
    ],
    glossary: terms.map((term) => ({ en: term, ko: term })),
    translations: {
      en: {
        title: todo("English title, the surprising claim in a few words, stated (never a question ending in ?)"),
        body: todo("English summary of one to three sentences, shown on cards and as the lead."),
        detail: [paragraph("English", 1), paragraph("English", 2)],
        tags: [todo("tag 1"), todo("tag 2"), todo("tag 3")],
        seoKeywords: [1, 2, 3, 4, 5].map((n) => todo(`search phrase ${n}`)),
        seoDescription: todo(
          `English description for search engines, ${seoDescriptionChars.en.min}–${seoDescriptionChars.en.max} characters.`,
        ),
      },
      ko: {
        title: todo("한국어 제목, 주장을 ‘-다’로 끝나는 문장으로 (…이다, …했다)"),
        body: todo("한국어 요약, 영어 요약과 같은 주장을 같은 문장 수로."),
        detail: [paragraph("Korean", 1), paragraph("Korean", 2)],
        tags: [todo("태그 1"), todo("태그 2"), todo("태그 3")],
        seoKeywords: [1, 2, 3, 4, 5].map((n) => todo(`검색어 ${n}`)),
        seoDescription: todo(`검색 엔진용 한국어 설명, ${seoDescriptionChars.ko.min}–${seoDescriptionChars.ko.max}자.`),
      },
    },
  };
}

/** Every string in a value, with its field path (a.b.0.c). */
function strings(value: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof value === "string") out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, at ? `${at}.${i}` : String(i), out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  return out;
}

/** The fields of a fact that still hold the draft marker: one problem each. */
export function draftProblems(fact: Fact): ContentProblem[] {
  return strings(fact, "", [])
    .filter(([, text]) => text.includes(DRAFT_MARKER))
    .map(([field]) => ({
      path: fact.path,
      field,
      check: "draft",
      message: `still holds ${DRAFT_MARKER} text: write it before the fact is published`,
    }));
}
