import type { Lang } from "./i18n/languages";

/**
 * Every URL the site links to, built in one place. Pages live under their language (`/en/…`, `/ko/…`); a
 * language-free path (`/fact/space/venus`, `/blog`) gets its prefix here and nowhere else. Every query value
 * is encoded with encodeURIComponent (a space is %20, as the links have always been written).
 */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

/** A language-free path ("" for home, "/fact/space/venus", "/blog?page=2") under a language. */
const localized = (lang: Lang, path = "") => `/${lang}${path}`;

export const paths = {
  localized,
  /**
   * Home; `after` names the fact just shown (Get New Fact picks another and redirects to its address), `fact` the
   * fact a pick showed, so that Back, reload and a shared link bring it back (noindex, never stored).
   */
  home: (lang: Lang, { after, fact }: { after?: string; fact?: string } = {}) => withQuery(localized(lang), { after, fact }),
  /** `factPath` is the catalogue's language-free path of a fact (`/fact/{category}/{slug}`). */
  fact: (lang: Lang, factPath: string) => localized(lang, factPath),
  /** The fact in every language at once, paired paragraph by paragraph (noindex; its canonical is the fact page). */
  sideBySide: (lang: Lang, factPath: string) => localized(lang, `${factPath}/side-by-side`),
  /** The form that reports a problem with a fact, beside the fact's own page; `sent` once a report is taken. */
  report: (lang: Lang, factPath: string, sent = false) => withQuery(localized(lang, `${factPath}/report`), { sent: sent ? 1 : null }),
  /** A fact's link-preview card (built by scripts/make-fact-cards.ts, named by the hash of what it shows). */
  shareCard: (file: string) => `/og/cards/${file}`,
  /** The blog for a filter and page; page 1 and "all" are left out so each page has one address. */
  blog: (lang: Lang, category: string | null = null, page = 1) =>
    withQuery(localized(lang, "/blog"), { category, page: page > 1 ? page : null }),
  search: (lang: Lang, query = "", page = 1) =>
    withQuery(localized(lang, "/search"), { query: query || null, page: page > 1 ? page : null }),
  /** The search for a query exactly as typed, without reading it as Hangul or correcting it. */
  searchExact: (lang: Lang, query: string) => withQuery(localized(lang, "/search"), { query, exact: "1" }),
  suggest: (lang: Lang, query: string) => withQuery(localized(lang, "/search/suggest"), { query }),
  menu: (lang: Lang) => localized(lang, "/menu"),
  privacy: (lang: Lang) => localized(lang, "/privacy-policy"),
  terms: (lang: Lang) => localized(lang, "/terms-of-service"),
  editorialStandards: (lang: Lang) => localized(lang, "/editorial-standards"),
  contact: (lang: Lang, sent = false) => withQuery(localized(lang, "/contact-us"), { sent: sent ? 1 : null }),
  feed: (lang: Lang) => localized(lang, "/feed.xml"),
  /** Today's fact (the Seoul day), one past day of it, the archive by month, and its feed. */
  today: (lang: Lang) => localized(lang, "/today"),
  todayOn: (lang: Lang, day: string) => localized(lang, `/today/${day}`),
  todayArchive: (lang: Lang) => localized(lang, "/today/archive"),
  todayFeed: (lang: Lang) => localized(lang, "/today/feed.xml"),
  /** The same days as a calendar (iCalendar) a reader subscribes to; `webcal:` form via `webcalUrl`. */
  todayCalendar: (lang: Lang) => localized(lang, "/today/calendar.ics"),
  /** "On this day": today's month-day in Seoul, or any month-day of the year ("MM-DD"). */
  onThisDay: (lang: Lang, monthDay?: string) => localized(lang, monthDay ? `/on-this-day/${monthDay}` : "/on-this-day"),
  /** A day's quiz link-preview card (scripts/make-quiz-cards.ts); answered only once that day is published. */
  quizCard: (lang: Lang, day: string) => localized(lang, `/quiz/${day}/card.png`),
  /** The daily quiz: today's without a day; `answers` is the progress (one option index per question). */
  quiz: (lang: Lang, day?: string, answers = "") => withQuery(localized(lang, day ? `/quiz/${day}` : "/quiz"), { a: answers }),
  saved: (lang: Lang) => localized(lang, "/saved"),
  /** The installable app of a language (app/lib/offline/web-app-manifest.ts). */
  webAppManifest: (lang: Lang) => localized(lang, "/manifest.webmanifest"),
  /** Review cards of the key terms of facts read or saved (the schedule lives in the browser; see routes/review.tsx). */
  review: (lang: Lang) => localized(lang, "/review"),
  /** A shared list of facts: `entries` are `category/slug`, joined by commas. */
  list: (lang: Lang, entries: readonly string[]) => withQuery(localized(lang, "/list"), { f: entries.join(",") }),
  /** The same page in another language: swaps (or adds) the prefix, "/en/fact/a/b" → "/ko/fact/a/b". */
  inLanguage: (pathname: string, to: Lang) => {
    const rest = pathname.split("/").slice(2).join("/");
    return rest ? localized(to, `/${rest}`) : localized(to);
  },
  /** The no-JavaScript language switch: remembers the choice, then goes to `to`. */
  chooseLanguage: (lang: Lang, to: string) => withQuery(`/language/${lang}`, { to }),
} as const;

/** An absolute URL for a site path under SITE_URL (`siteUrl`); an address that is already absolute is kept. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The canonical URL of a page in a language: the one the sitemap lists, byte for byte. */
export function pageUrl(siteUrl: string, lang: Lang, path: string): string {
  return absoluteUrl(siteUrl, paths.localized(lang, path));
}

/** The `webcal:` form of an http(s) address: calendar apps open it as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}
