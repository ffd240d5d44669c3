import type { Lang } from "../i18n/languages";
import { format, formatDate } from "../i18n/messages";
import { quizMessages } from "../i18n/messages/quiz";

/**
 * What a reader shares after a quiz: "Curio quiz · 27 November 2026 · 4/5", the grid, and the address of
 * that day's quiz (absolute, from the site's configured URL), one per line. The date is written as everywhere
 * else on the site (formatDate), so a shared line reads like the page it came from.
 */
export function quizShareText({
  lang,
  day,
  score,
  total,
  grid,
  url,
}: {
  lang: Lang;
  day: string;
  score: number;
  total: number;
  grid: string;
  url: string;
}): string {
  return [format(quizMessages[lang].shareText, { date: formatDate(day, lang), score, total }), grid, url].join("\n");
}
