import { data, type HeadersArgs } from "react-router";
import { isLang, type Lang } from "../i18n/languages";
import { NO_STORE } from "./cache-control";

/** A 404 to throw from a loader; never cached by anyone. */
export function notFound<T = null>(payload: T = null as T) {
  return data(payload, { status: 404, headers: { "Cache-Control": NO_STORE.header } });
}

/**
 * Route `headers`: an error's headers win, so error pages keep their no-store; an action's headers (its
 * no-store, a Retry-After) win over the loader's, which describe the page before anything was posted.
 */
export function pageHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  if (errorHeaders) return errorHeaders;
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}

/** The posted form, or a 400 when the body cannot be read as one (a broken multipart body, say). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400, headers: { "Cache-Control": NO_STORE.header } });
  }
}

/** The page language from the route's :lang param; anything but a supported language is a 404. */
export function requireLang(value: string | undefined): Lang {
  if (!isLang(value)) throw notFound();
  return value;
}
