import type { Lang } from "../i18n/languages";

/** The voice language asked of the browser for each page language. */
export const SPEECH_LANGS: Record<Lang, string> = { en: "en-US", ko: "ko-KR" };

const tag = (s: string) => s.replace(/_/g, "-").toLowerCase();

/** The best voice for a language: one for exactly en-US / ko-KR, else any of the language (en-GB), else none. */
export function pickVoice<V extends { lang: string; default?: boolean }>(voices: readonly V[], lang: Lang): V | undefined {
  const exact = voices.filter((v) => tag(v.lang) === tag(SPEECH_LANGS[lang]));
  const near = voices.filter((v) => tag(v.lang).split("-")[0] === lang);
  return exact.find((v) => v.default) ?? exact[0] ?? near.find((v) => v.default) ?? near[0];
}
