import { data, Link, useLoaderData, useLocation } from "react-router";
import { FactCard } from "~/components/fact-card";
import { Pagination } from "~/components/pagination";
import { SearchForm } from "~/components/search-form";
import { AdSlot } from "~/components/ad-slot";
import { useFocusOnChange } from "~/hooks/use-focus-on-change";
import { useLang, useMessages } from "~/hooks/use-lang";
import { BlogDataError, fetchBlogMetadata, toLoadError, type BlogLoadError, type BlogMetadata } from "~/lib/blog/blog-metadata";
import { blogMetadataOf } from "~/lib/blog/blog-metadata-cache";
import { blogPage, type BlogPageModel } from "~/lib/blog/blog-page";
import { parsePageParam } from "~/lib/blog/pagination";
import { waysForward } from "~/lib/catalogue/ways-forward";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { type Lang } from "~/lib/i18n/languages";
import { format, formatDate, messagesFor, type Messages } from "~/lib/i18n/messages";
import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/blog";
import { paths } from "~/lib/paths";
import { cacheHeaders, PUBLIC_PAGE, NO_STORE } from "~/lib/http/cache-control";

export const handle: RouteHandle = { query: { category: 60, page: 6 } };

async function readMetadata(context: Route.LoaderArgs["context"]): Promise<BlogMetadata> {
  const source = context.config.blogMetadataSource;
  return source === "catalogue" ? blogMetadataOf(context.catalogue) : fetchBlogMetadata(source);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { config } = context;
  const t = messagesFor(lang);
  const url = new URL(request.url);
  const category = url.searchParams.get("category")?.trim().toLowerCase().slice(0, 60) || null;
  const page = parsePageParam(url.searchParams.get("page"));
  const path = paths.blog(lang, category, page).slice(paths.localized(lang).length);
  const meta = buildMeta({
    site: config,
    lang,
    path,
    title: page > 1 ? `${t.blog.title} (${format(t.blog.page, { page })})` : t.blog.title,
    description: t.blog.intro,
    feedTitle: `${config.siteName} (${lang})`,
  });

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
  if (!model) throw notFound(waysForward(context.catalogue, lang, url.pathname + url.search));
  const empty = model.posts.length === 0;
  // Posts name their category; its colour comes from the catalogue (a category it does not know stays neutral).
  const colours = Object.fromEntries(context.catalogue.categories.map((c) => [c.slug, c.color]));
  return data(
    {
      ok: true as const,
      model,
      colours,
      meta: empty ? buildMeta({ site: config, lang, path, title: t.blog.title, description: t.blog.intro, noindex: true }) : meta,
    },
    { status: empty && category ? 404 : 200, headers: cacheHeaders(context, empty ? NO_STORE : PUBLIC_PAGE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

/** The spec's error catalogue, in the page's language. */
export function blogErrorMessage(error: BlogLoadError, t: Messages): string {
  switch (error.kind) {
    case "http":
      return format(t.blog.httpError, { status: error.status, statusText: error.statusText });
    case "timeout":
      return t.blog.requestTimeout;
    case "invalid-format":
      return t.blog.invalidFormat;
    case "missing-arrays":
      return t.blog.missingArrays;
    case "message":
      return error.message;
    case "unknown":
      return t.blog.failedToLoad;
  }
}

export default function BlogPage() {
  const result = useLoaderData<typeof loader>();
  const t = useMessages();
  const lang = useLang();
  return (
    <section className="page blog-page">
      <h1>{t.blog.title}</h1>
      <p className="lead">{t.blog.intro}</p>
      <SearchForm className="search-form page-search" />
      {result.ok ? (
        <BlogList model={result.model} colours={result.colours} lang={lang} t={t} />
      ) : (
        <BlogError message={blogErrorMessage(result.error, t)} t={t} />
      )}
    </section>
  );
}

function BlogError({ message, t }: { message: string; t: Messages }) {
  const { pathname, search } = useLocation();
  const href = `${pathname}${search}`;
  return (
    <div className="empty-state blog-error" role="alert">
      <p className="sad-icon" aria-hidden="true">
        ⚠️
      </p>
      <h2>{t.blog.unableToLoad}</h2>
      <p>{message}</p>
      <p>
        {/* A real reload: a plain link to this same address works with and without JavaScript. */}
        <a className="button" href={href}>
          {t.blog.tryAgain}
        </a>
      </p>
    </div>
  );
}

function BlogList({ model, colours, lang, t }: { model: BlogPageModel; colours: Record<string, string>; lang: Lang; t: Messages }) {
  const { categories, category, posts, page, totalPages, lastUpdated } = model;
  const selectedName = categories.find((c) => c.slug === category)?.name ?? category ?? "";
  // After a page change (client navigations only) the list's heading comes to the top, below the sticky
  // header, and takes focus: the reader who pressed "Next" at the bottom lands on the new page's first post.
  const listHeading = useFocusOnChange<HTMLHeadingElement>(String(page), { scroll: true });
  return (
    <>
      <nav aria-label={t.blog.filterByCategory}>
        <ul className="chip-list">
          <li>
            <Link className="chip" to={paths.blog(lang, null)} aria-current={category === null ? "page" : undefined} preventScrollReset>
              {t.blog.all}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                className="chip"
                to={paths.blog(lang, c.slug)}
                aria-current={category === c.slug ? "page" : undefined}
                preventScrollReset
              >
                <span aria-hidden="true">{c.emoji}</span> {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <div className="empty-state">
          <h2>{format(t.blog.noPostsIn, { category: selectedName })}</h2>
          <p>{t.blog.noPostsHint}</p>
          <p>
            <Link className="button" to={paths.blog(lang, null)}>
              {t.blog.viewAll}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <h2 ref={listHeading} id="posts" className="list-heading" tabIndex={-1}>
            {format(t.blog.listHeading, { category: category ? selectedName : t.blog.all, page, total: totalPages })}
          </h2>
          <ul className="post-grid">
            {posts.map((post) => (
              <li key={post.path}>
                <FactCard
                  className="post-card"
                  href={paths.fact(lang, post.path)}
                  category={{ ...post.category, color: colours[post.category.slug] ?? "#6b6358" }}
                  title={post.title}
                  body={post.description}
                  details={
                    <>
                      <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, lang)}</time>
                      {post.readingTimeMinutes ? <> · {format(t.blog.minRead, { minutes: post.readingTimeMinutes })}</> : null}
                    </>
                  }
                  more={t.blog.readMore}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} total={totalPages} hrefFor={(p) => paths.blog(lang, category, p)} preventScrollReset />
      {posts.length > 0 ? <AdSlot /> : null}
      <p className="blog-updated">{format(t.blog.lastUpdated, { date: formatDate(lastUpdated, lang) })}</p>
    </>
  );
}
