// The content check of data/event-dates.json (npm run check:content): the On this day dates each fact's own text
// states, checked against that text (app/lib/on-this-day/event-dates.ts holds the format the site reads).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { eventDatesSchema } from "../../app/lib/on-this-day/event-dates";
import { parseEventDate } from "../../app/lib/on-this-day/month-day";
import { straightQuotationMessages } from "./quotes";
import type { ContentProblem } from "./waivers";

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

/** The content check of `dir`/event-dates.json against its catalogue (npm run check:content); none when absent. */
export function checkEventDatesFile(catalogue: Catalogue, dir: string): ContentProblem[] {
  const file = path.join(dir, "event-dates.json");
  if (!existsSync(file)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return [{ path: file, field: "(file)", check: "event-dates", message: `not valid JSON (${(error as Error).message})` }];
  }
  return checkEventDates(catalogue, json, file);
}
