import { toFactCard } from "~/lib/catalogue/fact-view";
import { requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Suggestion } from "~/lib/search/suggestion";
import { MAX_QUERY_LENGTH, normalizeQuery } from "~/lib/search/normalize";
import { suggestFacts } from "~/lib/search/suggest-facts";
import type { Route } from "./+types/search-suggest";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export const SUGGESTION_COUNT = 5;

export const handle: RouteHandle = { query: { query: MAX_QUERY_LENGTH }, keep: { readerText: ["query"] } };

/** Up to five facts whose title matches what has been typed so far: /{lang}/search/suggest?query=… (JSON). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const query = normalizeQuery(new URL(request.url).searchParams.get("query"));
  const suggestions: Suggestion[] = suggestFacts(await context.searchIndex, lang, query, SUGGESTION_COUNT).map(({ fact, title }) => {
    const card = toFactCard(context.catalogue, fact, lang);
    return { title: card.title, marked: title, href: card.href, emoji: card.category.emoji };
  });
  return Response.json({ query, suggestions }, { headers: cacheHeaders(context, PUBLIC_PAGE) });
}
