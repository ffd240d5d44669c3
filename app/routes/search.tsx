import { data, Link } from "react-router";
import { FactCard } from "~/components/fact-card";
import { WaysForward } from "~/components/ways-forward";
import { useFocusOnChange } from "~/hooks/use-focus-on-change";
import { HighlightedText } from "~/components/highlighted-text";
import { Pagination } from "~/components/pagination";
import { SearchForm } from "~/components/search-form";
import { AdSlot } from "~/components/ad-slot";
import { useLang, useMessages } from "~/hooks/use-lang";
import { pageCount, pageSlice, parsePageParam } from "~/lib/blog/pagination";
import { toFactCard } from "~/lib/catalogue/fact-view";
import { waysForward } from "~/lib/catalogue/ways-forward";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";

import { format, messagesFor } from "~/lib/i18n/messages";
import { highlightPassage, highlightQuery } from "~/lib/search/highlight";
import { MAX_QUERY_LENGTH, normalizeQuery } from "~/lib/search/normalize";
import { correctTypos, findFacts } from "~/lib/search/find-facts";
import { resultsInOtherLanguages } from "~/lib/search/other-languages";
import { SearchCorrection } from "~/components/search-correction";
import { SearchInvitation } from "~/components/search-invitation";
import { searchMessages } from "~/lib/i18n/messages/search";
import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/search";
import { paths } from "~/lib/paths";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export const SEARCH_PAGE_SIZE = 20;

/** A search page depends on its query alone: public, so a shared cache answers a common search once. */
export const handle: RouteHandle = { query: { query: MAX_QUERY_LENGTH, page: 6, exact: ["1"] } };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const url = new URL(request.url);
  const raw = url.searchParams.get("query") ?? "";
  const shown = [...raw.normalize("NFC").trim()].slice(0, MAX_QUERY_LENGTH).join("");
  const query = normalizeQuery(raw);
  const index = await context.searchIndex;
  // exact=1 is the "search instead for" link: the query as typed, not read as Hangul nor corrected.
  const exact = url.searchParams.get("exact") === "1";
  const found = findFacts(index, lang, query, { exact, typed: shown });
  const hits = found.facts;
  const marking = { alternatives: found.alternatives };
  const total = pageCount(hits.length, SEARCH_PAGE_SIZE);
  const page = parsePageParam(url.searchParams.get("page"));
  if (total > 0 && page > total) throw notFound(waysForward(catalogue, lang, url.pathname));
  const t = messagesFor(lang);
  return data(
    {
      query: shown,
      count: hits.length,
      page,
      totalPages: total,
      results: pageSlice(hits, page, SEARCH_PAGE_SIZE).map((hit) => {
        const card = toFactCard(catalogue, hit.fact, lang);
        return {
          href: card.href,
          path: card.path,
          category: card.category,
          plainTitle: card.title,
          publishedDate: card.publishedDate,
          readingTimeMinutes: card.readingTimeMinutes,
          title: highlightQuery(card.title, found.query, { initials: true, ...marking }),
          // The summary, or the sentence of the explanation the query was found in.
          body: highlightPassage(hit.fact.translations[lang]!, found.query, marking),
          // Found through the other translation ("문어" on the English site): the card says so.
          viaOther: hit.via !== undefined,
        };
      }),
      showingFor: found.showingFor ?? null,
      didYouMean: found.didYouMean ?? null,
      suggestion: query && exact && hits.length === 0 ? correctTypos(index, query) : null,
      // Nothing here, but the other language has it ("꿀" on the English site): say so, with a link.
      elsewhere: hits.length === 0 ? resultsInOtherLanguages(index, lang, query) : [],
      // An empty search or one that found nothing is a dead end: offer the categories and a few facts.
      ways: hits.length === 0 ? waysForward(catalogue, lang, `search:${query}`) : null,
      meta: buildMeta({
        site: config,
        lang,
        path: "/search",
        title: shown ? format(searchMessages[lang].resultsFor, { query: shown }) : t.nav.search,
        description: t.site.description,
        noindex: true,
      }),
    },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, count, page, totalPages, results, suggestion, ways, elsewhere, showingFor, didYouMean } = loaderData;
  const t = useMessages();
  const lang = useLang();
  const heading = useFocusOnChange<HTMLHeadingElement>(`${query}|${page}`);
  // Nothing typed yet: the page is the section itself ("Search"), inviting a search rather than reporting none.
  if (!query)
    return (
      <section className="page search-page dead-end">
        <h1 ref={heading} tabIndex={-1} data-navigation-focus="">
          {t.nav.search}
        </h1>
        <p className="lead">{searchMessages[lang].invitation}</p>
        <WaysForward ways={ways ?? {}}>
          <SearchInvitation />
        </WaysForward>
      </section>
    );
  if (count === 0)
    return (
      <section className="page search-page dead-end">
        <h1>{searchMessages[lang].searchResults}</h1>
        <h2 ref={heading} className="results-heading" tabIndex={-1} data-navigation-focus="">
          {format(searchMessages[lang].resultsFor, { query })}
        </h2>
        {elsewhere.length > 0 ? (
          <p className="search-elsewhere">
            <strong>{searchMessages[lang].noResultsHere}</strong>{" "}
            {elsewhere.map((other) => (
              <Link key={other.lang} to={paths.search(other.lang, query)} hrefLang={other.lang}>
                {other.count === 1
                  ? searchMessages[lang].oneResultInOther
                  : format(searchMessages[lang].resultsInOther, { count: other.count })}{" "}
                <span aria-hidden="true">→</span>
              </Link>
            ))}
          </p>
        ) : (
          <p>
            <strong>{searchMessages[lang].noResultsFound}</strong> {searchMessages[lang].tryDifferentKeywords}
          </p>
        )}
        <WaysForward ways={ways ?? {}} query={query} suggestion={suggestion} />
      </section>
    );
  return (
    <section className="page search-page">
      <h1>{searchMessages[lang].searchResults}</h1>
      <SearchForm key={query} defaultValue={query} className="search-form page-search" />
      <h2 ref={heading} className="results-heading" tabIndex={-1} data-navigation-focus="">
        {count === 1 ? format(searchMessages[lang].oneResult, { query }) : format(searchMessages[lang].resultCount, { query, count })}
      </h2>
      <SearchCorrection query={query} showingFor={showingFor} didYouMean={didYouMean} />
      <ol className="result-list">
        {results.map((r) => (
          <li key={r.path}>
            <FactCard
              href={r.href}
              category={r.category}
              title={<HighlightedText highlighted={r.title} />}
              body={
                r.viaOther ? (
                  <>
                    <em className="search-via">{t.search.foundThroughOther}</em> <HighlightedText highlighted={r.body} />
                  </>
                ) : (
                  <HighlightedText highlighted={r.body} />
                )
              }
              date={r.publishedDate}
              minutes={r.readingTimeMinutes}
              savePath={r.path}
              saveTitle={r.plainTitle}
              headingLevel={3}
            />
          </li>
        ))}
      </ol>
      <Pagination page={page} total={totalPages} hrefFor={(p) => paths.search(lang, query, p)} />
      <AdSlot />
    </section>
  );
}
