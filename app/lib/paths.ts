import type { Lang } from "./i18n/languages";

/**
 * Every URL the site links to, built in one place. Pages live under their language (`/en/…`, `/ko/…`); a
 * fact's own path (`/fact/space/venus`) is language-free and gets the prefix here. Query strings are built
 * with URLSearchParams, so every value is encoded.
 */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== "") query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: (lang: Lang, after?: string) => withQuery(`/${lang}`, { after }),
  /** `factPath` is the catalogue's language-free path of a fact (`/fact/{category}/{slug}`). */
  fact: (lang: Lang, factPath: string) => `/${lang}${factPath}`,
  /** The fact in every language at once, paired paragraph by paragraph (noindex; its canonical is the fact page). */
  sideBySide: (lang: Lang, factPath: string) => `/${lang}${factPath}/side-by-side`,
  /** A fact's link-preview card (built by scripts/make-fact-cards.ts, named by the hash of what it shows). */
  shareCard: (file: string) => `/og/cards/${file}`,
  /** The blog for a filter and page; page 1 and "all" are left out so each page has one address. */
  blog: (lang: Lang, category: string | null = null, page = 1) => withQuery(`/${lang}/blog`, { category, page: page > 1 ? page : null }),
  search: (lang: Lang, query = "", page = 1) => withQuery(`/${lang}/search`, { query: query || null, page: page > 1 ? page : null }),
  suggest: (lang: Lang, query: string) => withQuery(`/${lang}/search/suggest`, { query }),
  privacy: (lang: Lang) => `/${lang}/privacy-policy`,
  terms: (lang: Lang) => `/${lang}/terms-of-service`,
  contact: (lang: Lang, sent = false) => withQuery(`/${lang}/contact-us`, { sent: sent ? 1 : null }),
  feed: (lang: Lang) => `/${lang}/feed.xml`,
  /** Today's fact (the Seoul day), one past day of it, the archive by month, and its feed. */
  today: (lang: Lang) => `/${lang}/today`,
  todayOn: (lang: Lang, day: string) => `/${lang}/today/${day}`,
  todayArchive: (lang: Lang) => `/${lang}/today/archive`,
  todayFeed: (lang: Lang) => `/${lang}/today/feed.xml`,
  /** The daily quiz: today's without a day; `answers` is the progress (one option index per question). */
  quiz: (lang: Lang, day?: string, answers = "") => withQuery(day ? `/${lang}/quiz/${day}` : `/${lang}/quiz`, { a: answers }),
  saved: (lang: Lang) => `/${lang}/saved`,
  /** A shared list of facts: `entries` are `category/slug`, joined by commas. */
  list: (lang: Lang, entries: readonly string[]) => withQuery(`/${lang}/list`, { f: entries.join(",") }),
  /** The no-JavaScript language switch: remembers the choice, then goes to `to`. */
  chooseLanguage: (lang: Lang, to: string) => withQuery(`/language/${lang}`, { to }),
  /** The no-JavaScript theme switch (a form posts here). */
  chooseTheme: () => "/theme",
} as const;
