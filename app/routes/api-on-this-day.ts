import { API_LANG_LENGTH, apiError, apiJson, apiLang } from "~/lib/api/fact-json";
import { cacheHeaders, PUBLIC_PAGE, untilSeoulMidnight } from "~/lib/http/cache-control";
import type { RouteHandle } from "~/lib/http/route-handle";
import { onThisDayJson } from "~/lib/on-this-day/api";
import { isMonthDay, monthDayOf } from "~/lib/on-this-day/month-day";
import { datedFactsByDay, onThisDay } from "~/lib/on-this-day/on-this-day";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/api-on-this-day";

/** The longest `date` value read: longer than any MM-DD, so an odd value stays odd. */
const DATE_LENGTH = 16;
export const handle: RouteHandle = { query: { lang: API_LANG_LENGTH, date: DATE_LENGTH }, crossOrigin: true };

/**
 * GET /api/v1/facts/on-this-day?lang=&date=MM-DD: the facts whose event fell on that day of the year (today's
 * in Seoul when `date` is left out, cached until the next Seoul midnight; a given day is cached like a fact).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = apiLang(request);
  if (lang instanceof Response) return lang;
  const now = context.now();
  const given = new URL(request.url).searchParams.get("date");
  if (given !== null && !isMonthDay(given))
    return apiError(400, `Unknown date "${given.slice(0, DATE_LENGTH)}": use MM-DD, such as 07-20 or 02-29.`);
  const monthDay = given ?? monthDayOf(seoulDay(now));
  const day = onThisDay(datedFactsByDay(context.catalogue, context.catalogue.eventDates, lang), monthDay);
  return apiJson(
    onThisDayJson(context.catalogue, day, lang, context.config.siteUrl),
    cacheHeaders(context, given === null ? untilSeoulMidnight(now) : PUBLIC_PAGE),
  );
}
