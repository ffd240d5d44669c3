import type { Lang } from "../i18n/languages";

/** A same-site path to redirect to, or the language home: never another origin ("//evil", "/\\evil", "https:"). */
export function safeLocalPath(to: string | null, lang: Lang): string {
  if (!to || !to.startsWith(`/${lang}`) || to.startsWith("//") || /[\\\s\0]/.test(to) || to.length > 2000) return `/${lang}`;
  return to;
}
