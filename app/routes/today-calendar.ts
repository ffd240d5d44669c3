import { buildDailyCalendar } from "~/lib/daily/daily-calendar.server";
import { cacheHeaders, untilSeoulMidnight } from "~/lib/http/cache-control";
import { requireLang } from "~/lib/http/responses";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/today-calendar";

/** /{lang}/today/calendar.ics: it gains a day at each Seoul midnight, so it is cached until then. */
export function loader({ context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const now = context.now();
  return new Response(buildDailyCalendar(context.catalogue, lang, seoulDay(now), context.config), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", ...cacheHeaders(context, untilSeoulMidnight(now)) },
  });
}
