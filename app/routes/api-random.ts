import { API_LANG_LENGTH, apiError, apiJson, apiLang, factJson } from "~/lib/api/fact-json";
import { pickRandomFact } from "~/lib/catalogue/random";
import type { RouteHandle } from "~/lib/http/route-handle";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/api-random";
import { cacheHeaders, PRIVATE_NO_STORE } from "~/lib/http/cache-control";

export const handle: RouteHandle = { query: { lang: API_LANG_LENGTH }, crossOrigin: true };

/** GET /api/v1/facts/random?lang=: a different fact each call, so no cache (shared or the server's) keeps it. */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = apiLang(request);
  if (lang instanceof Response) return lang;
  const today = seoulDay(context.now());
  const published = { ...context.catalogue, facts: context.catalogue.facts.filter((f) => f.publishedDate <= today) };
  const fact = pickRandomFact(published, lang, { rng: context.rng });
  if (!fact) return apiError(404, `No facts in ${lang} yet.`);
  return apiJson({ fact: factJson(context.catalogue, fact, lang, context.config.siteUrl) }, cacheHeaders(context, PRIVATE_NO_STORE));
}
