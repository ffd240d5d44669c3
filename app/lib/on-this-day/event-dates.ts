import * as z from "zod";
import type { Catalogue } from "../catalogue/catalogue";
import { straightQuotationMessages } from "../content/quotes";
import type { ContentProblem } from "../content/waivers";
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

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * How the fact's English text writes the date, as the house style does: the day and month ("20 July") and
 * the year ("1969", "44 BCE"), which the text may give apart ("Thursday 4 October 1582 was followed by Friday
 * 15 October"). The year is null for a month-day alone.
 */
export function writtenDate(date: string): { dayMonth: string; year: string | null } | null {
  const parsed = parseEventDate(date);
  if (!parsed) return null;
  const [month, day] = parsed.monthDay.split("-").map(Number) as [number, number];
  const year = parsed.year === null ? null : parsed.year < 0 ? `${-parsed.year} BCE` : String(parsed.year);
  return { dayMonth: `${day} ${MONTHS[month - 1]}`, year };
}

/**
 * Problems with the event data, as the content checks report them: the shape (a real date, both labels, a
 * basis, who checked), a label quoting with straight marks (docs/style-guide.md), a fact that does not exist, and
 * a date the fact's own English text does not state — the data dates what the text says, so a date that cannot
 * be found in it has been brought in from elsewhere.
 */
export function checkEventDates(catalogue: Catalogue, json: unknown, file = "data/event-dates.json"): ContentProblem[] {
  const parsed = eventDatesSchema.safeParse(json);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      path: typeof issue.path[0] === "string" ? issue.path[0] : file,
      field: issue.path.slice(1).join(".") || "(entry)",
      check: "event-dates",
      message: issue.message,
    }));
  const problems: ContentProblem[] = [];
  for (const [path, entry] of Object.entries(parsed.data)) {
    const fact = catalogue.byPath.get(path);
    if (!fact) {
      problems.push({ path, field: "(entry)", check: "event-dates", message: `names no fact of the catalogue (${file})` });
      continue;
    }
    for (const lang of ["en", "ko"] as const)
      for (const message of straightQuotationMessages(entry.what[lang]))
        problems.push({ path, field: `what.${lang}`, check: "quotation-marks", message });
    const en = fact.translations.en;
    const text = en ? [en.title, en.body, ...en.detail].join(" ").replace(/\u00a0/g, " ") : "";
    const written = writtenDate(entry.date)!;
    const dayMonth = new RegExp(`(?<!\\d)${written.dayMonth}\\b`);
    if (!dayMonth.test(text))
      problems.push({
        path,
        field: "date",
        check: "event-dates",
        message: `"${written.dayMonth}" does not occur in the fact's English text`,
      });
    if (written.year !== null && !new RegExp(`(?<!\\d)${written.year}\\b`).test(text))
      problems.push({
        path,
        field: "date",
        check: "event-dates",
        message: `the year ${written.year} does not occur in the fact's English text`,
      });
  }
  return problems;
}
