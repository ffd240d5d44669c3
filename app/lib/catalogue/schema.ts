import * as z from "zod";
import { LANGS, type Lang } from "../i18n/languages";
import { holdsTerm } from "../text/korean-headword";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

/** A calendar date written YYYY-MM-DD that really exists (no 2024-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "is not a real calendar date");

/** The YYYY-MM-DD day `offset` days after `day`. */
function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

// Strings are kept as written: a validated catalogue is read at start as it is (ADR 030), so none may need trimming.
const nonEmpty = z
  .string()
  .refine((s) => s.trim().length > 0, "must not be empty")
  .refine((s) => s.trim() === s, "must not start or end with a space");
/** One short phrase in each language (category names, correction notes, glossary notes). */
const bilingual = (max: number) => z.strictObject({ en: nonEmpty.max(max), ko: nonEmpty.max(max) });

export const DETAIL_PARAGRAPHS = { min: 2, max: 4 } as const;

export const translationSchema = z.strictObject({
  title: nonEmpty.max(120),
  /** The short summary shown on cards and as the lead of the fact page. */
  body: nonEmpty.max(600),
  /** The long explanation, as paragraphs: paragraph i of one language says what paragraph i of another says. */
  detail: z
    .array(nonEmpty.max(1500))
    .min(DETAIL_PARAGRAPHS.min, "needs 2 to 4 paragraphs")
    .max(DETAIL_PARAGRAPHS.max, "needs 2 to 4 paragraphs"),
  /** Short topics shown as chips and searched; not search phrases. */
  tags: z.array(nonEmpty.max(40)).min(3, "needs 3 to 5 tags").max(5, "needs 3 to 5 tags"),
  /** Search-engine phrases: meta keywords and article tags only, never shown or searched. */
  seoKeywords: z.array(nonEmpty.max(60)).min(5, "needs 5 or 6 SEO keywords").max(6, "needs 5 or 6 SEO keywords"),
  seoDescription: nonEmpty.max(300).optional(),
  readingTimeMinutes: z.number().int().min(1).max(10).optional(),
  /** The day this translation was last checked claim by claim; absent while it has not been. */
  reviewedAt: isoDate.optional(),
  /**
   * The version of the other language's text this translation was last checked against (reviewed-against.server.ts):
   * check:content fails once that text has changed, until a reviewer reads the pair again (npm run fact:reviewed).
   */
  reviewedAgainst: z
    .string()
    .regex(/^[0-9a-f]{12}$/, "must be 12 lowercase hex digits (npm run fact:reviewed sets it)")
    .optional(),
});

const sourceSchema = z
  .strictObject({
    publisher: nonEmpty,
    title: nonEmpty,
    /**
     * The address of the page as it was read, exactly: https, or http where the publisher's page was only kept
     * at an http address (rewriting it to https would be building a URL, not copying one). Links open in a new
     * tab with `rel="noopener noreferrer"`, so an http page never shares the reader's context.
     */
    url: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The day a reviewer read the page at `url` (a stored copy of the publisher's own page, never a URL guessed or
     * built from a pattern) and found that it supports the claim as written (issue 33, item 2).
     */
    checkedAt: isoDate.optional(),
    /**
     * Where the page at `url` says what the fact claims, so anyone can check it: a short passage copied exactly from
     * the stored copy that was read (in the page's own language), or a locator ("section 3", "p. 212", "table 2").
     */
    support: z
      .strictObject({ quote: nonEmpty.max(400).optional(), locator: nonEmpty.max(120).optional() })
      .refine((s) => s.quote !== undefined || s.locator !== undefined, "needs a quote or a locator")
      .optional(),
  })
  .refine((s) => !s.checkedAt || s.url, { message: "needs the url that was checked", path: ["checkedAt"] })
  .refine((s) => !s.support || s.checkedAt, { message: "needs checkedAt: support is what the reader found", path: ["support"] });

const glossaryEntrySchema = z.strictObject({
  en: nonEmpty.max(60),
  ko: nonEmpty.max(60),
  note: bilingual(120).optional(),
});

const correctionSchema = z.strictObject({
  date: isoDate,
  /** The translations that were wrong; a correction of the facts themselves names every language. */
  langs: z
    .array(z.enum(LANGS))
    .min(1, "needs at least one language")
    .refine((langs) => new Set(langs).size === langs.length, "names a language twice"),
  note: bilingual(600),
  /**
   * The phrases this correction took out, as they were written, in each language it touched: check:content
   * fails when one of them is back anywhere in the fact's texts (withdrawn.ts).
   */
  withdrawn: z
    .strictObject({
      en: z.array(nonEmpty.min(3).max(120)).min(1).optional(),
      ko: z.array(nonEmpty.min(2).max(120)).min(1).optional(),
    })
    .optional(),
});

/** Where a glossary term must occur: the translation's title, summary and explanation. */
export function glossaryText(t: Pick<FactTranslation, "title" | "body" | "detail">): string {
  return [t.title, t.body, ...t.detail].join("\n").normalize("NFC").toLowerCase();
}

export const factSchema = z
  .strictObject({
    id: slug,
    slug,
    category: slug,
    path: z.string(),
    /**
     * The Seoul day the fact first went into the repository (the earliest day it can have been live), taken from
     * the history when it was recorded and checked against it by test/data/dates.test.ts. publishedDate is
     * never earlier: a fact is not dated before it existed (issue 33).
     */
    addedAt: isoDate,
    /** The day readers first see it (scheduled publishing, ADR 014): on or after addedAt. */
    publishedDate: isoDate,
    updatedDate: isoDate.optional(),
    ogImage: z.url({ protocol: /^https?$/ }).optional(),
    priority: z
      .number()
      .min(0)
      .max(0.8)
      .refine((p) => Math.abs(p * 10 - Math.round(p * 10)) < 1e-9, "must be a multiple of 0.1"),
    sources: z.array(sourceSchema).min(1).optional(),
    /** Term pairs a language learner wants, each found in its language's text. */
    glossary: z.array(glossaryEntrySchema).min(3, "needs 3 to 6 pairs").max(6, "needs 3 to 6 pairs"),
    /** Public notes of what was wrong and what the fact says now, oldest first. */
    corrections: z.array(correctionSchema).min(1, "must be left out rather than empty").optional(),
    translations: z
      .partialRecord(z.enum(LANGS), translationSchema)
      .refine((t) => Object.keys(t).length > 0, "needs at least one translation"),
  })
  .superRefine((fact, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const expected = `/fact/${fact.category}/${fact.slug}`;
    if (fact.path !== expected) issue(["path"], `must be ${expected}`);
    if (fact.publishedDate < fact.addedAt)
      issue(["publishedDate"], `is before addedAt ${fact.addedAt}: a fact is never dated before it existed`);
    if (fact.updatedDate && fact.updatedDate < fact.publishedDate) issue(["updatedDate"], "is before publishedDate");

    const langs = (Object.keys(fact.translations) as Lang[]).filter((l) => fact.translations[l]);
    // The bilingual view pairs paragraphs one to one, so every translation has as many.
    const paragraphs = langs.map((l) => fact.translations[l]!.detail.length);
    langs.forEach((lang, i) => {
      const t = fact.translations[lang]!;
      if (paragraphs[i] !== paragraphs[0])
        issue(["translations", lang, "detail"], `has ${paragraphs[i]} paragraphs where ${langs[0]} has ${paragraphs[0]}`);
      // A fact is reviewed before it goes live, so a review may precede publishedDate; one dated more than a day
      // before the fact was recorded (days written in UTC against addedAt's Seoul day) cannot be real.
      if (t.reviewedAt && t.reviewedAt < addDays(fact.addedAt, -1))
        issue(["translations", lang, "reviewedAt"], `is before addedAt ${fact.addedAt}: the fact did not exist yet`);
    });

    const texts = new Map(langs.map((l) => [l, glossaryText(fact.translations[l]!)]));
    for (const lang of LANGS) {
      const seen = new Set<string>();
      fact.glossary.forEach((entry, i) => {
        const term = entry[lang].normalize("NFC").toLowerCase();
        if (seen.has(term)) issue(["glossary", i, lang], `"${entry[lang]}" is listed twice`);
        seen.add(term);
        const text = texts.get(lang);
        // A Korean verb or adjective in dictionary form (녹다) is found by its stem (녹아): text/korean-headword.ts.
        if (text !== undefined && !holdsTerm(text, term))
          issue(["glossary", i, lang], `"${entry[lang]}" does not occur in the ${lang} title, body or detail`);
      });
    }

    fact.corrections?.forEach((correction, i) => {
      if (correction.date < fact.publishedDate) issue(["corrections", i, "date"], "is before publishedDate");
      correction.langs.forEach((lang, j) => {
        if (!fact.translations[lang]) issue(["corrections", i, "langs", j], `names ${lang}, which this fact has no translation in`);
      });
      for (const lang of Object.keys(correction.withdrawn ?? {}) as Lang[])
        if (!correction.langs.includes(lang))
          issue(["corrections", i, "withdrawn", lang], `withdraws ${lang} phrases but langs leaves ${lang} out`);
    });
  });

export const categorySchema = z.strictObject({
  slug,
  emoji: nonEmpty,
  color: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour"),
  name: z.strictObject({ en: nonEmpty, ko: nonEmpty }),
});

export type Fact = z.infer<typeof factSchema>;
export type FactTranslation = z.infer<typeof translationSchema>;
export type FactSource = z.infer<typeof sourceSchema>;
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;
export type Correction = z.infer<typeof correctionSchema>;
export type Category = z.infer<typeof categorySchema>;
