// Facts whose claim no page a reader can open supports (issue 51, item 3): the fact is listed in
// data/source-waivers-<category>.json with what was searched and why nothing was linked (`reason`, for editors), and
// what the reader is told on the fact page beside its sources (`note`, in every language): for a claim that rests on
// a paper or a book with no readable copy, that it does, rather than a link to something weaker.
import * as z from "zod";
import type { Lang } from "../i18n/languages";

const nonEmpty = z.string().trim().min(1, "must not be empty");

export const sourceWaiverSchema = z.strictObject({
  path: z.string().regex(/^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/, "must be a fact path like /fact/space/venus-day"),
  reason: z.string().trim().min(20, "must say, in a sentence, what was searched and why nothing was linked"),
  /** For readers, shown under the fact's sources: why no source is linked, and what the claim rests on. */
  note: z.strictObject({ en: nonEmpty.max(400), ko: nonEmpty.max(400) }).optional(),
});
export type SourceWaiver = z.infer<typeof sourceWaiverSchema>;

/** The readers' notes of the waivers, by fact path and language. */
export function sourceNotes(waivers: readonly SourceWaiver[]): Map<string, Record<Lang, string>> {
  return new Map(waivers.flatMap((w) => (w.note ? [[w.path, w.note] as const] : [])));
}
