import { isLang, type Lang } from "../i18n/languages";
import { paths } from "../paths";
import { seoulDay } from "../time/seoul-day";

/**
 * What the service worker (worker/service-worker.ts) may keep on the reader's device, as pure functions so
 * they are tested without a browser. The one rule: a page is kept only when the server said any cache may
 * keep it for anyone (Cache-Control public, neither private nor no-store nor no-cache), it is a plain 200 of
 * this site and it sets no cookie. Home and search (private), the contact form's answers (POST, private),
 * errors (no-store) and anything that sets a cookie are never kept, so one reader's answer never reaches
 * another reader of the same device, nor a later visit.
 */

/** The parts of a Response the rule reads (a Fetch Response fits; tests pass plain objects). */
export interface ResponseShape {
  readonly status: number;
  readonly type: string;
  readonly headers: { get(name: string): string | null };
}

export function isKeepableResponse(response: ResponseShape): boolean {
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "default")) return false;
  // Browsers hide Set-Cookie from a worker's fetch; the check stands for responses built elsewhere (and tests).
  if (response.headers.get("set-cookie") !== null) return false;
  if ((response.headers.get("vary") ?? "").includes("*")) return false;
  const directives = (response.headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split("=")[0]);
  return directives.includes("public") && !directives.some((d) => d === "private" || d === "no-store" || d === "no-cache");
}

/** Whether a GET of this same-origin address is a page the worker serves stale-while-revalidate. */
export function isPageAddress(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const [, first, second] = url.pathname.split("/");
  // Pages live under a language; their feeds, calendars, manifests and the search suggestions are not pages.
  return isLang(first) && second !== "search" && !/\.[a-z]+$/i.test(url.pathname);
}

/**
 * The document a React Router data request (`/en/today.data?_routes=…`, `/_root.data` for the home page)
 * stands for: offline, the worker answers such a request by asking for a full load of this document.
 */
export function documentOfDataRequest(url: URL): string | undefined {
  if (!url.pathname.endsWith(".data")) return undefined;
  const path = url.pathname.slice(0, -".data".length);
  const document = path === "/_root" ? "/" : path;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${document}?${query}` : document;
}

/**
 * The pages kept readable offline for a reader of `lang`: today's fact and quiz, the last 7 days of Today, the
 * saved page and every saved fact (language-free paths from the device store). Days before the first
 * published one answer 404 and are simply not kept.
 */
export function pagesToKeep(lang: Lang, now: Date, savedFactPaths: readonly string[]): string[] {
  const days = Array.from({ length: 7 }, (_, i) => seoulDay(new Date(now.getTime() - (i + 1) * 86_400_000)));
  return [
    paths.today(lang),
    paths.quiz(lang),
    paths.saved(lang),
    ...days.map((day) => paths.todayOn(lang, day)),
    ...savedFactPaths.filter((p) => /^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/.test(p)).map((p) => paths.fact(lang, p)),
  ];
}
