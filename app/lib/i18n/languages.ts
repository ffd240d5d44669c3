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

interface Weighted {
  lang: string;
  q: number;
  order: number;
}

/** Primary subtags of an Accept-Language header, best first (RFC 9110 q-values). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const items: Weighted[] = [];
  header
    .slice(0, 1000)
    .split(",")
    .forEach((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const lang = tag.trim().toLowerCase().split("-")[0] ?? "";
      if (!/^[a-z]{1,8}$/.test(lang)) return;
      let q = 1;
      for (const p of params) {
        const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
        if (m) q = Number(m[1]);
      }
      if (q > 0) items.push({ lang, q, order });
    });
  return items.sort((a, b) => b.q - a.q || a.order - b.order).map((i) => i.lang);
}

/** Reads one cookie value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** The reader's language: saved cookie first, then Accept-Language, else the default. */
export function negotiateLang(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Lang {
  const saved = readCookie(cookieHeader, LANG_COOKIE);
  if (isLang(saved)) return saved;
  return parseAcceptLanguage(acceptLanguage).find(isLang) ?? DEFAULT_LANG;
}

/** Set-Cookie value that remembers a language choice for a year; Secure when the site is served over HTTPS. */
export function langCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
