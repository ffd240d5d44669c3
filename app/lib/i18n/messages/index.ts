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

const DATE_LOCALES: Record<Lang, string> = { en: "en-US", ko: "ko-KR" };

/** The ways the site writes a date or time; all but `time` (the reader's own clock) are read in UTC. */
const DATE_STYLES = {
  /** "July 11, 2025" / "2025년 7월 11일" */
  date: { dateStyle: "long", timeZone: "UTC" },
  /** "10:00 AM" / "오전 10:00", in the reader's time zone */
  time: { timeStyle: "short" },
  /** "July 20" / "7월 20일" */
  monthDay: { month: "long", day: "numeric", timeZone: "UTC" },
  /** "July 2025" / "2025년 7월" */
  month: { year: "numeric", month: "long", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for a language and style, made once: making an Intl.DateTimeFormat costs far more than
 * formatting with it, and a page of results formats a date per fact.
 */
export function dateFormat(lang: Lang, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) dateFormatters.set(key, (formatter = new Intl.DateTimeFormat(DATE_LOCALES[lang], DATE_STYLES[style])));
  return formatter;
}

/** A YYYY-MM-DD date written out per language ("July 11, 2025" / "2025년 7월 11일"). */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormat(lang, "date").format(date);
}

/** A time of day in the reader's own time zone ("10:00 AM" / "오전 10:00"): for the browser, after hydration. */
export function formatLocalTime(instant: Date, lang: Lang): string {
  return dateFormat(lang, "time").format(instant);
}
