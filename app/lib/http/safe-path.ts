import type { Lang } from "../i18n/languages";
import { paths } from "../paths";

/** A same-site path to redirect to, or the language home: never another origin ("//evil", "/\\evil", "https:"). */
export function safeLocalPath(to: string | null, lang: Lang): string {
  const home = paths.home(lang);
  if (!to || !to.startsWith(home) || to.startsWith("//") || /[\\\s\0]/.test(to) || to.length > 2000) return home;
  return to;
}
