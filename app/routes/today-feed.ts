import { buildDailyFeed } from "~/lib/daily/daily-feed.server";
import { requireLang } from "~/lib/http/responses";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/today-feed";
import { cacheHeaders, untilSeoulMidnight } from "~/lib/http/cache-control";

/** /{lang}/today/feed.xml: it gains an item at each Seoul midnight, so it is cached until then. */
export function loader({ context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const now = context.now();
  return new Response(buildDailyFeed(context.catalogue, lang, seoulDay(now), context.config), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", ...cacheHeaders(context, untilSeoulMidnight(now)) },
  });
}
