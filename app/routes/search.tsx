import { data, Link, useLoaderData } from "react-router";
import { CategoryBadge } from "~/components/fact-card";
import { HighlightedText } from "~/components/highlighted-text";
import { Pagination } from "~/components/pagination";
import { SearchForm } from "~/components/search-form";
import { AdSlot } from "~/components/ad-slot";
import { useLang, useMessages } from "~/hooks/use-lang";
import { pageCount, pageSlice, parsePageParam } from "~/lib/blog/pagination";
import { categoryView, toFactCard } from "~/lib/catalogue/fact-view";
import { CACHE_PRIVATE_REVALIDATE } from "~/lib/http/cache-control";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";

import { format, messagesFor } from "~/lib/i18n/messages";
import { highlightQuery } from "~/lib/search/highlight";
import { MAX_QUERY_LENGTH, normalizeQuery } from "~/lib/search/normalize";
import { didYouMean } from "~/lib/search/did-you-mean";
import { searchFacts } from "~/lib/search/search-facts";
import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/search";

export const SEARCH_PAGE_SIZE = 20;

export const handle: RouteHandle = { query: { query: MAX_QUERY_LENGTH, page: 6 } };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const url = new URL(request.url);
  const raw = url.searchParams.get("query") ?? "";
  const shown = [...raw.normalize("NFC").trim()].slice(0, MAX_QUERY_LENGTH).join("");
  const query = normalizeQuery(raw);
  const hits = searchFacts(await context.searchIndex, lang, query);
  const total = pageCount(hits.length, SEARCH_PAGE_SIZE);
  const page = parsePageParam(url.searchParams.get("page"));
  if (total > 0 && page > total) throw notFound();
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
          title: highlightQuery(card.title, query, { initials: true }),
          body: highlightQuery(card.body, query),
        };
      }),
      suggestion: query && hits.length === 0 ? didYouMean(catalogue, lang, query) : null,
      categories: query && hits.length === 0 ? catalogue.categories.map((c) => categoryView(catalogue, c.slug, lang)) : [],
      meta: buildMeta({
        site: config,
        lang,
        path: "/search",
        title: shown ? format(t.search.resultsFor, { query: shown }) : t.search.searchResults,
        description: t.site.description,
        noindex: true,
      }),
    },
    { headers: { "Cache-Control": CACHE_PRIVATE_REVALIDATE } },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function SearchPage() {
  const { query, count, page, totalPages, results, suggestion, categories } = useLoaderData<typeof loader>();
  const t = useMessages();
  const lang = useLang();
  const searchHref = (q: string, p = 1) => `/${lang}/search?query=${encodeURIComponent(q)}${p > 1 ? `&page=${p}` : ""}`;
  return (
    <section className="page search-page">
      <h1>{t.search.searchResults}</h1>
      <SearchForm key={query} defaultValue={query} className="search-form page-search" />
      {!query ? (
        <p className="search-summary">{t.search.enterSearchTerm}</p>
      ) : count > 0 ? (
        <p className="search-summary" role="status">
          {count === 1 ? format(t.search.oneResult, { query }) : format(t.search.resultCount, { query, count })}
        </p>
      ) : (
        <div className="empty-state" role="status">
          <p className="search-summary">{format(t.search.resultsFor, { query })}</p>
          <p>
            <strong>{t.search.noResultsFound}</strong>
          </p>
          <p>{t.search.tryDifferentKeywords}</p>
          {suggestion ? (
            <p>
              {t.search.didYouMean}{" "}
              <Link to={searchHref(suggestion)}>
                <em>{suggestion}</em>
              </Link>
            </p>
          ) : null}
          {categories.length > 0 ? (
            <>
              <p>{t.search.browseCategories}</p>
              <ul className="chip-list">
                {categories.map((c) => (
                  <li key={c.slug}>
                    <Link className="chip" to={`/${lang}/blog?category=${c.slug}`}>
                      <span aria-hidden="true">{c.emoji}</span> {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      )}
      {results.length > 0 ? (
        <ol className="result-list">
          {results.map((r) => (
            <li key={r.path}>
              <article className="result-card" style={{ "--cat": r.category.color } as React.CSSProperties}>
                <CategoryBadge category={r.category} />
                <h2>
                  <Link to={r.href}>
                    <HighlightedText highlighted={r.title} />
                  </Link>
                </h2>
                <p>
                  <HighlightedText highlighted={r.body} />
                </p>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={page} total={totalPages} hrefFor={(p) => searchHref(query, p)} />
      {results.length > 0 ? <AdSlot /> : null}
    </section>
  );
}
