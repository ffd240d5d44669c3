import { API_LANG_LENGTH, apiError, apiJson, apiLang, factJson } from "~/lib/api/fact-json";
import { factOfDay } from "~/lib/daily/rotation";
import type { RouteHandle } from "~/lib/http/route-handle";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/api-today";
import { cacheHeaders, untilSeoulMidnight } from "~/lib/http/cache-control";

export const handle: RouteHandle = { query: { lang: API_LANG_LENGTH }, crossOrigin: true };

/** GET /api/v1/facts/today?lang=: the day's fact (Seoul day), cached until the next Seoul midnight. */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = apiLang(request);
  if (lang instanceof Response) return lang;
  const now = context.now();
  const day = seoulDay(now);
  const fact = factOfDay(context.catalogue, day);
  if (!fact) return apiError(404, "There is no fact of the day yet.");
  return apiJson(
    { day, fact: factJson(context.catalogue, fact, lang, context.config.siteUrl) },
    cacheHeaders(context, untilSeoulMidnight(now)),
  );
}
