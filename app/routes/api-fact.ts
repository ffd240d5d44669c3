import { API_LANG_LENGTH, apiError, apiJson, apiLang, factJson } from "~/lib/api/fact-json";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/api-fact";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export const handle: RouteHandle = { query: { lang: API_LANG_LENGTH }, crossOrigin: true };

/** GET /api/v1/facts/{category}/{slug}?lang=: one fact; unknown (or not in that language) is a JSON 404. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = apiLang(request);
  if (lang instanceof Response) return lang;
  const fact = context.catalogue.byPath.get(`/fact/${params.category}/${params.slug}`);
  if (!fact) return apiError(404, "No such fact.");
  if (!fact.translations[lang]) return apiError(404, `This fact is not written in ${lang}.`);
  return apiJson({ fact: factJson(context.catalogue, fact, lang, context.config.siteUrl) }, cacheHeaders(context, PUBLIC_PAGE));
}
