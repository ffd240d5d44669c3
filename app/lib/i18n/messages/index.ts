import type { Lang } from "../languages";
import { en, type Messages } from "./en";
import { ko } from "./ko";

export type { Messages };

const DICTIONARIES: Record<Lang, Messages> = { en, ko };

export function messagesFor(lang: Lang): Messages {
  return DICTIONARIES[lang];
}

/** Fills `{name}` placeholders; unknown names stay as they are. Returns text, never HTML. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const DATE_LOCALES: Record<Lang, string> = { en: "en-US", ko: "ko-KR" };

/** A YYYY-MM-DD date written out per language ("July 11, 2025" / "2025년 7월 11일"). */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
