import ical, { ICalCalendarMethod } from "ical-generator";
import type { Catalogue } from "../catalogue/catalogue";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { format, messagesFor } from "../i18n/messages";
import { calendarMessages } from "../i18n/messages/calendar.server";
import { absoluteUrl, paths } from "../paths";
import { dailyFactPath, rotationDays } from "./archive";
import { addDays } from "./rotation";

/** Days of the past (today included) and of the future the calendar holds. */
export const CALENDAR_PAST_DAYS = 30;
export const CALENDAR_NEXT_DAYS = 7;

/** How often a subscribed calendar app should fetch the file again (it changes at each Seoul midnight). */
const REFRESH_SECONDS = 6 * 60 * 60;

/** A day's event is the same event for good: its UID names the day, the language and the site's host. */
export function calendarEventId(siteUrl: string, lang: Lang, day: string): string {
  return `today-${day}-${lang}@${new URL(siteUrl).host}`;
}

const allDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * /{lang}/today/calendar.ics (RFC 5545): one all-day event per day of today's fact, for the last 30 days with
 * the day's fact (title, summary, link to the day's page) and the next 7 days. A coming day's fact is not
 * published yet, so its event names no fact: it says when the new one opens and links to Today.
 */
export function buildDailyCalendar(
  catalogue: Catalogue,
  lang: Lang,
  today: string,
  site: Pick<SiteConfig, "siteUrl" | "siteName">,
): string {
  const t = messagesFor(lang);
  const c = calendarMessages[lang];
  // The file changes only at Seoul midnight, so it is stamped then: every render of a day is the same bytes
  // (one ETag whichever process answers).
  const stamp = new Date(`${today}T00:00:00+09:00`);
  const names = { siteName: site.siteName };
  const calendar = ical({
    name: format(c.name, names),
    description: t.today.intro,
    prodId: { company: site.siteName, product: "today", language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(site.siteUrl, paths.today(lang)),
    ttl: REFRESH_SECONDS,
  });
  for (const { day, fact } of rotationDays(catalogue, today).slice(0, CALENDAR_PAST_DAYS)) {
    const tr = fact.translations[lang]!;
    const url = absoluteUrl(site.siteUrl, dailyFactPath(lang, day, today));
    calendar.createEvent({
      id: calendarEventId(site.siteUrl, lang, day),
      // 1 once the day has its fact: calendar apps replace the placeholder they kept for it.
      sequence: 1,
      stamp,
      start: allDay(day),
      end: allDay(addDays(day, 1)),
      allDay: true,
      summary: tr.title,
      description: `${tr.body}\n\n${url}`,
      url,
    });
  }
  for (let offset = 1; offset <= CALENDAR_NEXT_DAYS; offset++) {
    const day = addDays(today, offset);
    const url = absoluteUrl(site.siteUrl, paths.today(lang));
    calendar.createEvent({
      id: calendarEventId(site.siteUrl, lang, day),
      sequence: 0,
      stamp,
      start: allDay(day),
      end: allDay(addDays(day, 1)),
      allDay: true,
      summary: format(c.upcoming, names),
      description: `${format(c.upcomingText, names)}\n\n${url}`,
      url,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off after END:VCALENDAR.
  return `${calendar.toString()}\r\n`;
}
