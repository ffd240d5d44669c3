import Negotiator from "negotiator";
import { readCookie } from "../cookies.server";
import { DEFAULT_LANG, isLang, LANG_COOKIE, type Lang } from "./languages";

/** Primary subtags of an Accept-Language header, best first (RFC 9110 q-values; header order on a tie). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return new Negotiator({ headers: { "accept-language": header.slice(0, 1000) } })
    .languages()
    .map((tag) => tag.toLowerCase().split("-")[0]!)
    .filter((lang) => /^[a-z]{1,8}$/.test(lang));
}

/** The reader's language: saved cookie first, then Accept-Language, else the default. */
export function negotiateLang(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  const saved = readCookie(cookieHeader, LANG_COOKIE);
  if (isLang(saved)) return saved;
  return parseAcceptLanguage(acceptLanguage).find(isLang) ?? DEFAULT_LANG;
}
