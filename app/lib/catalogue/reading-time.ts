import type { Lang } from "../i18n/languages";

/**
 * Reading pace of Curio's scale (2–5 minutes per fact, as on the original site): slow, study-style reading
 * of the summary and the explanation. Korean is measured in syllables, not English words: the same content
 * takes about 2.3 Hangul syllables per English word.
 */
const PACE: Record<Lang, { unitsPerMinute: number; count: (text: string) => number }> = {
  en: { unitsPerMinute: 45, count: (text) => text.split(/\s+/).filter(Boolean).length },
  ko: { unitsPerMinute: 105, count: (text) => [...text.replace(/\s+/g, "")].length },
};

export const MIN_READING_MINUTES = 2;
export const MAX_READING_MINUTES = 5;

/** Minutes for a fact's body and detail paragraphs in a language, rounded and kept within 2–5. */
export function readingTimeMinutes(lang: Lang, body: string, detail: readonly string[] = []): number {
  const { unitsPerMinute, count } = PACE[lang];
  const minutes = Math.round(count([body, ...detail].join(" ")) / unitsPerMinute);
  return Math.min(MAX_READING_MINUTES, Math.max(MIN_READING_MINUTES, minutes));
}
