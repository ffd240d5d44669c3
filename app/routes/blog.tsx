import { data, redirect } from "react-router";
import { BlogError } from "~/components/blog-error";
import { BlogList } from "~/components/blog-list";
import { SearchForm } from "~/components/search-form";
import { useLang, useMessages } from "~/hooks/use-lang";
import { BlogDataError, fetchBlogMetadata, toLoadError, type BlogMetadata } from "~/lib/blog/blog-metadata";
import { blogMetadataOf } from "~/lib/blog/blog-metadata-cache";
import { blogPage } from "~/lib/blog/blog-page";
import { wholePageNumber } from "~/lib/blog/pagination";
import { waysForward } from "~/lib/catalogue/ways-forward";
import { cacheHeaders, NO_STORE, PUBLIC_PAGE, PUBLIC_REDIRECT } from "~/lib/http/cache-control";
import type { RouteHandle } from "~/lib/http/route-handle";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { paths } from "~/lib/paths";
import { blogMeta } from "~/lib/seo/blog-meta";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { query: { category: 60, page: 6 } };

async function readMetadata(context: Route.LoaderArgs["context"]): Promise<BlogMetadata> {
  const source = context.config.blogMetadataSource;
  return source === "catalogue" ? blogMetadataOf(context.catalogue) : fetchBlogMetadata(source);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { config } = context;
  const url = new URL(request.url);
  // One address per page: a page that is not a whole number in range is a 404 (as is an unknown category, below),
  // and another spelling of a real page (?category=SPACE, ?page=1, ?category=) a 301 to its address.
  const category = url.searchParams.get("category")?.trim().toLowerCase() || null;
  const rawPage = url.searchParams.get("page");
  const page = rawPage === null ? 1 : wholePageNumber(rawPage);
  const lost = () => notFound(waysForward(context.catalogue, lang, url.pathname + url.search));
  if (page === null) throw lost();
  const meta = blogMeta(config, lang, category, page);

  let metadata: BlogMetadata;
  try {
    metadata = await readMetadata(context);
  } catch (error) {
    if (!(error instanceof BlogDataError)) context.logError(error);
    return data(
      { ok: false as const, error: toLoadError(error), meta },
      { status: 503, headers: { ...cacheHeaders(context, NO_STORE), "Retry-After": "30" } },
    );
  }
  const model = blogPage(metadata, lang, category, page);
  if (!model) throw lost();
  const empty = model.posts.length === 0;
  const address = paths.blog(lang, category, page);
  if (!(empty && category) && address !== url.pathname + url.search)
    throw redirect(address, { status: 301, headers: cacheHeaders(context, PUBLIC_REDIRECT) });
  // Posts name their category; its colour comes from the catalogue (a category it does not know stays neutral).
  const colours = Object.fromEntries(context.catalogue.categories.map((c) => [c.slug, c.color]));
  return data(
    {
      ok: true as const,
      model,
      colours,
      meta: empty ? blogMeta(config, lang, category, page, { empty }) : meta,
    },
    { status: empty && category ? 404 : 200, headers: cacheHeaders(context, empty ? NO_STORE : PUBLIC_PAGE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function BlogPage({ loaderData: result }: Route.ComponentProps) {
  const t = useMessages();
  const lang = useLang();
  return (
    <section className="page blog-page">
      <h1>{t.blog.title}</h1>
      <p className="lead">{t.blog.intro}</p>
      <SearchForm className="search-form page-search" />
      {result.ok ? <BlogList model={result.model} colours={result.colours} lang={lang} /> : <BlogError error={result.error} />}
    </section>
  );
}
