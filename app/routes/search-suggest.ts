import { toFactCard } from "~/lib/catalogue/fact-view";
import { CACHE_PUBLIC_PAGE } from "~/lib/http/cache-control";
import { requireLang } from "~/lib/http/responses";
import { MAX_QUERY_LENGTH, normalizeQuery } from "~/lib/search/normalize";
import { searchFacts } from "~/lib/search/search-facts";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/search-suggest";

export const SUGGESTION_COUNT = 5;

export const handle: RouteHandle = { query: { query: MAX_QUERY_LENGTH } };

export interface Suggestion {
  title: string;
  href: string;
  emoji: string;
}

/** Up to five facts for what has been typed so far: /{lang}/search/suggest?query=… (JSON). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const query = normalizeQuery(new URL(request.url).searchParams.get("query"));
  const suggestions: Suggestion[] = searchFacts(await context.searchIndex, lang, query)
    .slice(0, SUGGESTION_COUNT)
    .map(({ fact }) => {
      const card = toFactCard(context.catalogue, fact, lang);
      return { title: card.title, href: card.href, emoji: card.category.emoji };
    });
  return Response.json({ query, suggestions }, { headers: { "Cache-Control": CACHE_PUBLIC_PAGE } });
}
