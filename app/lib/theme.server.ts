import { readCookie } from "./cookies.server";
import { isTheme, THEME_COOKIE, type Theme } from "./theme";

/** The reader's saved theme; "system" follows prefers-color-scheme. */
export function themeFromCookie(cookieHeader: string | null | undefined): Theme {
  const saved = readCookie(cookieHeader, THEME_COOKIE);
  return isTheme(saved) ? saved : "system";
}
