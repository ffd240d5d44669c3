import { Link } from "react-router";
import { useFocusOnChange } from "~/hooks/use-focus-on-change";
import type { BlogPageModel } from "~/lib/blog/blog-page";
import type { Lang } from "~/lib/i18n/languages";
import { format, formatDate } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { AdSlot } from "./ad-slot";
import { excerpt } from "~/lib/catalogue/excerpt";
import { FactCard } from "./fact-card";
import { Pagination } from "./pagination";
import { Emoji } from "./emoji";
import { blogMessages } from "~/lib/i18n/messages/blog";

/** One page of the blog: the category filter, its posts as cards, the pages, and when the list last changed. */
export function BlogList({ model, colours, lang }: { model: BlogPageModel; colours: Record<string, string>; lang: Lang }) {
  const { categories, category, posts, page, totalPages, lastUpdated } = model;
  const selectedName = categories.find((c) => c.slug === category)?.name ?? category ?? "";
  // After a page change (client navigations only) the list's heading comes to the top, below the sticky
  // header, and takes focus: the reader who pressed "Next" at the bottom lands on the new page's first post.
  const listHeading = useFocusOnChange<HTMLHeadingElement>(String(page), { scroll: true });
  return (
    <>
      <nav aria-label={blogMessages[lang].filterByCategory}>
        <ul className="chip-list">
          <li>
            <Link className="chip" to={paths.blog(lang, null)} aria-current={category === null ? "page" : undefined} preventScrollReset>
              {blogMessages[lang].all}
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
                <Emoji>{c.emoji}</Emoji> {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length === 0 ? (
        <div className="empty-state">
          <h2>{format(blogMessages[lang].noPostsIn, { category: selectedName })}</h2>
          <p>{blogMessages[lang].noPostsHint}</p>
          <p>
            <Link className="button" to={paths.blog(lang, null)}>
              {blogMessages[lang].viewAll}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <h2 ref={listHeading} id="posts" className="list-heading" tabIndex={-1}>
            {category
              ? format(blogMessages[lang].listHeading, { category: selectedName, page, total: totalPages })
              : format(blogMessages[lang].listHeadingAll, { page, total: totalPages })}
          </h2>
          <ul className="post-grid">
            {posts.map((post) => (
              <li key={post.path}>
                <FactCard
                  className="post-card"
                  href={paths.fact(lang, post.path)}
                  category={{ ...post.category, color: colours[post.category.slug] ?? "#6b6358" }}
                  title={post.title}
                  body={excerpt(post.description, lang)}
                  date={post.publishedDate}
                  minutes={post.readingTimeMinutes}
                  savePath={post.path}
                  more={blogMessages[lang].readMore}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} total={totalPages} hrefFor={(p) => paths.blog(lang, category, p)} preventScrollReset />
      {posts.length > 0 ? <AdSlot /> : null}
      <p className="blog-updated">{format(blogMessages[lang].lastUpdated, { date: formatDate(lastUpdated, lang) })}</p>
    </>
  );
}
