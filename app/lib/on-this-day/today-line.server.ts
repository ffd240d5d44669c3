import type { Catalogue } from "../catalogue/catalogue";
import type { Lang } from "../i18n/languages";
import { format, messagesFor } from "../i18n/messages";
import { onThisDayMessages } from "../i18n/messages/on-this-day";
import { paths } from "../paths";
import { monthDayOf } from "./month-day";
import { datedFactsByDay } from "./on-this-day";
import { formatEventYear } from "./view";

/**
 * The Today page's line about "On this day": its link (today's page, or the month-day of a past day) and its
 * text, naming the first event of that day when there is one, else just the page's name.
 */
export function onThisDayLine(catalogue: Catalogue, lang: Lang, day: string, isToday: boolean): { href: string; text: string } {
  const monthDay = monthDayOf(day);
  const t = { ...onThisDayMessages[lang], title: messagesFor(lang).onThisDay.title };
  const first = datedFactsByDay(catalogue, catalogue.eventDates, lang).get(monthDay)?.[0];
  return {
    href: paths.onThisDay(lang, isToday ? undefined : monthDay),
    text: first ? format(t.todayLine, { what: first.what, year: formatEventYear(first.year, lang) }) : t.title,
  };
}
