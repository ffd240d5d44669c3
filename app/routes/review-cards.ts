import { data } from "react-router";
import { pairsForPage } from "~/lib/bilingual/sentence-pairs";
import { storedPairs } from "~/lib/bilingual/sentence-pairs.server";
import { cacheHeaders, NO_STORE, PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import { buildCards } from "~/lib/review/cards";
import { LIST_PARAM_LENGTH, parseFactList } from "~/lib/saved/fact-list";
import type { Route } from "./+types/review-cards";

/** `f` is the reader's own list of facts: never kept, by the server or any shared cache. */
export const handle: RouteHandle = { query: { f: LIST_PARAM_LENGTH }, keep: { readerText: ["f"] } };

/**
 * /{lang}/review/cards?f=space/venus,animals/owl (JSON): the review cards of up to 50 facts the reader has read
 * or saved, made from their stored sentence pairs (app/lib/review/cards.ts). The list is the reader's own, so
 * the answer is `private, no-store`; an entry that is not `category/slug` or more than 50 is a 400; facts
 * unknown (or not in this language) are left out.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const given = new URL(request.url).searchParams.get("f") ?? "";
  const list = parseFactList(given, context.catalogue);
  if (list.kind === "invalid") throw data(null, { status: 400, headers: cacheHeaders(context, NO_STORE) });
  const { catalogue, config } = context;
  const cards = list.paths.flatMap((path) => {
    const fact = catalogue.byPath.get(path)!;
    const t = fact.translations[lang];
    if (!t) return [];
    return buildCards(
      { path, title: t.title, glossary: fact.glossary, paragraphs: pairsForPage(fact, storedPairs(config.catalogueDir, fact)) },
      lang,
    );
  });
  return Response.json({ cards }, { headers: cacheHeaders(context, PRIVATE_NO_STORE) });
}
