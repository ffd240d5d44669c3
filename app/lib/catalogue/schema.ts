import { z } from "zod";
import { LANGS } from "../i18n/languages";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

/** A calendar date written YYYY-MM-DD that really exists (no 2024-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "is not a real calendar date");

const nonEmpty = z.string().trim().min(1, "must not be empty");

export const translationSchema = z.strictObject({
  title: nonEmpty.max(120),
  body: nonEmpty.max(600),
  detail: nonEmpty.max(4000).optional(),
  keywords: z.array(nonEmpty.max(60)).min(5, "needs 5 or 6 keywords").max(6, "needs 5 or 6 keywords"),
  seoDescription: nonEmpty.max(300).optional(),
  readingTimeMinutes: z.number().int().min(1).max(10).optional(),
});

const sourceSchema = z.strictObject({
  publisher: nonEmpty,
  title: nonEmpty,
  url: z.url({ protocol: /^https$/ }).optional(),
});

export const factSchema = z
  .strictObject({
    id: slug,
    slug,
    category: slug,
    path: z.string(),
    publishedDate: isoDate,
    updatedDate: isoDate.optional(),
    ogImage: z.url({ protocol: /^https?$/ }).optional(),
    priority: z
      .number()
      .min(0)
      .max(0.8)
      .refine((p) => Math.abs(p * 10 - Math.round(p * 10)) < 1e-9, "must be a multiple of 0.1"),
    sources: z.array(sourceSchema).min(1).optional(),
    translations: z
      .partialRecord(z.enum(LANGS), translationSchema)
      .refine((t) => Object.keys(t).length > 0, "needs at least one translation"),
  })
  .superRefine((fact, ctx) => {
    const expected = `/fact/${fact.category}/${fact.slug}`;
    if (fact.path !== expected) ctx.addIssue({ code: "custom", path: ["path"], message: `must be ${expected}` });
    if (fact.updatedDate && fact.updatedDate < fact.publishedDate)
      ctx.addIssue({ code: "custom", path: ["updatedDate"], message: "is before publishedDate" });
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
export type Category = z.infer<typeof categorySchema>;
