import type { Lang } from "../i18n/languages";
import { format } from "../i18n/messages";
import { quizMessages } from "../i18n/messages/quiz";

/** A short date per language for a shared line: "27 Nov 2026" / "2026년 11월 27일". */
const SHARE_DATE: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  ko: new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "UTC" }),
};

/**
 * What a reader shares after a quiz: "Curio quiz · 27 Nov 2026 · 4/5", the grid, and the address of that
 * day's quiz (absolute, from the site's configured URL), one per line.
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
  const date = SHARE_DATE[lang].format(new Date(`${day}T00:00:00Z`));
  return [format(quizMessages[lang].shareText, { date, score, total }), grid, url].join("\n");
}
