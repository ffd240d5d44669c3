import { data, type HeadersArgs } from "react-router";
import { isLang, type Lang } from "../i18n/languages";
import { CACHE_NO_STORE } from "./cache-control";

/** A 404 to throw from a loader; never cached by anyone. */
export function notFound<T = null>(payload: T = null as T) {
  return data(payload, { status: 404, headers: { "Cache-Control": CACHE_NO_STORE } });
}

/**
 * Route `headers`: an error's headers win over everything, so error pages keep their no-store; an action's
 * win over the loader's, so a refused form post (400, 429) keeps its no-store and Retry-After instead of
 * taking the form page's public caching.
 */
export function pageHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  if (errorHeaders) return errorHeaders;
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}

/** The page language from the route's :lang param; anything but a supported language is a 404. */
export function requireLang(value: string | undefined): Lang {
  if (!isLang(value)) throw notFound();
  return value;
}
