/** The one place that knows which languages Curio speaks. */
export const LANGS = ["en", "ko"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";
export const LANG_COOKIE = "lang";

export const LANG_LABELS: Record<Lang, string> = { en: "English", ko: "한국어" };
export const OG_LOCALES: Record<Lang, string> = { en: "en_US", ko: "ko_KR" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The language a URL path is under ("/ko/blog" → "ko"), or undefined when its first segment is no language. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : undefined;
}

/** The language of a URL path: its first segment when supported, else the default. */
export function langFromPath(pathname: string): Lang {
  return langOfPath(pathname) ?? DEFAULT_LANG;
}

/** Label of a language code on the fact page's language buttons. */
export function languageLabel(code: string): string {
  return isLang(code) ? LANG_LABELS[code] : code.toUpperCase();
}

// Reading a request's Accept-Language and cookies is server-only: ./negotiate-lang.server.ts.

/** Set-Cookie value that remembers a language choice for a year; Secure when the site is served over HTTPS. */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
