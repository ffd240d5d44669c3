import { toFactCard } from "~/lib/catalogue/fact-view";
import { requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Suggestion } from "~/lib/search/suggestion";
import { MAX_QUERY_LENGTH, normalizeQuery } from "~/lib/search/normalize";
import { suggestFacts } from "~/lib/search/suggest-facts";
import type { Route } from "./+types/search-suggest";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export const SUGGESTION_COUNT = 5;

export const handle: RouteHandle = { query: { query: MAX_QUERY_LENGTH } };

/** Up to five facts whose title matches what has been typed so far (or found through the other translation): /{lang}/search/suggest?query=… (JSON). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const typed = [...(new URL(request.url).searchParams.get("query") ?? "").normalize("NFC")].slice(0, MAX_QUERY_LENGTH).join("");
  const query = normalizeQuery(typed);
  const suggestions: Suggestion[] = suggestFacts(await context.searchIndex, lang, query, SUGGESTION_COUNT, typed).map(
    ({ fact, title, via }) => {
      const card = toFactCard(context.catalogue, fact, lang);
      return { title: card.title, marked: title, href: card.href, emoji: card.category.emoji, ...(via ? { viaOther: true } : {}) };
    },
  );
  return Response.json({ query, suggestions }, { headers: cacheHeaders(context, PUBLIC_PAGE) });
}
