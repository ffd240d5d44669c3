import * as z from "zod";
import { parseEventDate } from "./month-day";

/**
 * data/event-dates.json: the editorial data behind "On this day". Each entry names a fact by its path and gives
 * the date of the event that fact's own text is about, with a short label of the event in both languages, the
 * sentence of the fact it dates (basis), an optional note (calendar, time zone, why no year) and who checked it.
 */
const HANGUL = /[\uAC00-\uD7A3]/;

const entrySchema = z
  .object({
    date: z.string().refine((v) => parseEventDate(v) !== null, "must be YYYY-MM-DD, -YYYY-MM-DD (BCE) or --MM-DD naming a real day"),
    what: z
      .object({
        en: z
          .string()
          .trim()
          .min(3)
          .refine((v) => !HANGUL.test(v), "must be English"),
        ko: z
          .string()
          .trim()
          .min(2)
          .refine((v) => HANGUL.test(v), "must be Korean"),
      })
      .strict(),
    basis: z.string().trim().min(10, "must quote the claim of the fact's text that the date belongs to"),
    note: z.string().trim().min(10).optional(),
    checked: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), by: z.string().trim().min(3) }).strict(),
  })
  .strict();

export const eventDatesSchema = z.record(z.string().regex(/^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/, "must be a fact path"), entrySchema);
export type EventDates = z.infer<typeof eventDatesSchema>;
export type EventDateEntry = z.infer<typeof entrySchema>;
