import { langFromPath, type Lang } from "../languages";
import type { Messages } from "./en";

export type { Messages };

/**
 * Server code (renders, feeds, error pages, scripts, tests) holds both dictionaries. The browser bundle holds
 * neither: a page loads its own language's before it hydrates (entry.client.tsx), and another language's
 * before a navigation renders it (clientLoaders), so a reader downloads one dictionary, not both (issue #21).
 * Vite sets import.meta.env.SSR to false in the browser build, which drops the eager branch from it (a static
 * import would keep both in; elsewhere, under tsx or esbuild, import.meta.env is undefined).
 */
const inBrowserBundle = import.meta.env?.SSR === false;
const dictionaries: Partial<Record<Lang, Messages>> = inBrowserBundle
  ? {}
  : { en: (await import("./en")).en, ko: (await import("./ko")).ko };

export function messagesFor(lang: Lang): Messages {
  const messages = dictionaries[lang];
  if (!messages) throw new Error(`The ${lang} dictionary is not loaded yet (loadMessages)`);
  return messages;
}

/** Makes `messagesFor(lang)` available in the browser; immediate where both are bundled. */
export async function loadMessages(lang: Lang): Promise<void> {
  dictionaries[lang] ??= lang === "ko" ? (await import("./ko")).ko : (await import("./en")).en;
}

/**
 * For the clientLoader of a route that may be the first of its language a reader navigates to: its
 * dictionary arrives before the page renders, then the server's data as usual.
 */
export async function withMessagesOf<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  await loadMessages(langFromPath(new URL(request.url).pathname));
  return serverLoader();
}

/** Fills `{name}` placeholders; unknown names stay as they are. Returns text, never HTML. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * How each language writes a calendar date (month 1–12), word for word as Intl's long forms for en-GB and
 * ko-KR do (messages.test.ts holds them to it, day by day). English is day month year, as the facts' prose writes
 * dates ("4 October 1957", British house style): one style in the interface, the prose and the share text
 * (docs/style-guide.md, "Dates"). Written out instead of made with
 * Intl.DateTimeFormat: making the first one in a page cost Chromium 14–20 ms of main thread on our machines
 * (56–85 ms at a phone's 4× slower CPU), inside hydration; and Node and the browser cannot disagree on a date.
 */
const DATE_WRITERS: Record<Lang, Record<DateStyle, (year: number, month: number, day: number) => string>> = {
  en: {
    date: (year, month, day) => `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`,
    monthDay: (_, month, day) => `${day} ${ENGLISH_MONTHS[month - 1]}`,
    month: (year, month) => `${ENGLISH_MONTHS[month - 1]} ${year}`,
  },
  ko: {
    date: (year, month, day) => `${year}년 ${month}월 ${day}일`,
    monthDay: (_, month, day) => `${month}월 ${day}일`,
    month: (year, month) => `${year}년 ${month}월`,
  },
};

/** The ways the site writes a calendar date: "11 July 2025", "20 July", "July 2025" (and in Korean). */
export type DateStyle = "date" | "monthDay" | "month";

/**
 * A YYYY-MM-DD date written out per language in a style ("11 July 2025" / "2025년 7월 11일" by default), read
 * as a UTC calendar day; the text as given when it is not a date.
 */
export function formatDate(isoDate: string, lang: Lang, style: DateStyle = "date"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return DATE_WRITERS[lang][style](date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const TIME_LOCALES: Record<Lang, string> = { en: "en-US", ko: "ko-KR" };
const timeFormatters = new Map<Lang, Intl.DateTimeFormat>();

/** A time of day in the reader's own time zone ("10:00 AM" / "오전 10:00"): for the browser, after hydration. */
export function formatLocalTime(instant: Date, lang: Lang): string {
  let formatter = timeFormatters.get(lang);
  if (!formatter) timeFormatters.set(lang, (formatter = new Intl.DateTimeFormat(TIME_LOCALES[lang], { timeStyle: "short" })));
  return formatter.format(instant);
}
