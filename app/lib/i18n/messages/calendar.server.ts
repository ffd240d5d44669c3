import type { Lang } from "../languages";

/**
 * The texts of /{lang}/today/calendar.ics. Only the server writes that file, so they stay out of the dictionary
 * the browser downloads. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  name: "{siteName}: today’s fact",
  upcoming: "{siteName}: today’s fact",
  upcomingText: "A new fact opens at midnight in Korea. Read it on {siteName}.",
};

export type CalendarMessages = typeof en;

const ko: CalendarMessages = {
  name: "{siteName}: 오늘의 지식",
  upcoming: "{siteName}: 오늘의 지식",
  upcomingText: "한국 시간 자정에 새 지식이 올라옵니다. {siteName}에서 읽어 보세요.",
};

export const calendarMessages: Record<Lang, CalendarMessages> = { en, ko };
