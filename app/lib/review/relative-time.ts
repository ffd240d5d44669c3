import type { Lang } from "../i18n/languages";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60_000],
  ["hour", 3_600_000],
  ["day", 86_400_000],
  ["month", 30 * 86_400_000],
  ["year", 365 * 86_400_000],
];

/** How far `at` is from `now`, in words ("in 10 minutes", "tomorrow"; "10분 후", "내일"), at least a minute ahead. */
export function relativeTime(at: number, now: number, lang: Lang): string {
  const ms = Math.max(at - now, 60_000);
  let unit = UNITS[0]!;
  for (const candidate of UNITS) if (ms >= candidate[1]) unit = candidate;
  return new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(Math.round(ms / unit[1]), unit[0]);
}
