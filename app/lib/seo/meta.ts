import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "../config";
import { LANGS, OG_LOCALES, type Lang } from "../i18n/languages";
import { absoluteUrl, pageUrl, paths } from "../paths";

export interface PageMetaInput {
  site: Pick<SiteConfig, "siteUrl" | "siteName">;
  lang: Lang;
  /** The page path after the language prefix ("" for home, "/fact/space/x", "/blog?page=2"). */
  path: string;
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Languages this page exists in; defaults to all. */
  langs?: readonly Lang[];
  type?: "website" | "article";
  noindex?: boolean;
  image?: { url: string; width: number; height: number; alt: string };
  article?: { publishedTime: string; modifiedTime?: string; section: string; tags: readonly string[] };
  jsonLd?: readonly object[];
  feedTitle?: string;
  /** The feed that title names; the language's newest-facts feed unless given. */
  feedPath?: string;
}

/** Search engines show about 60–70 characters of a <title>, and validators flag longer ones. */
export const TITLE_MAX = 70;

/**
 * The <title> of a page: its own title and the site's name, within TITLE_MAX characters. A long title drops the
 * site's name first, then is cut at a word with an ellipsis; the page's heading keeps the whole title.
 */
export function pageTitle(title: string | undefined, siteName: string): string {
  if (!title) return siteName;
  const length = (text: string) => [...text].length;
  const full = `${title} · ${siteName}`;
  if (length(full) <= TITLE_MAX) return full;
  if (length(title) <= TITLE_MAX) return title;
  const chars = [...title];
  const head = chars.slice(0, TITLE_MAX - 1).join("");
  // Cut where a word ends: at the break that follows the head, else before the word the limit falls in.
  const atWord = /\s/u.test(chars[TITLE_MAX - 1]!) ? head : head.replace(/\s+\S*$/u, "");
  return `${(atWord || head).replace(/[\s,.;:·—–-]+$/u, "")}…`;
}

/** The whole meta list of a page (React Router replaces parent meta rather than merging it). */
export function buildMeta(input: PageMetaInput): MetaDescriptor[] {
  const { site, lang, path, description } = input;
  const langs = input.langs ?? LANGS;
  const title = pageTitle(input.title, site.siteName);
  const url = pageUrl(site.siteUrl, lang, path);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  else {
    for (const alt of langs) meta.push({ tagName: "link", rel: "alternate", hrefLang: alt, href: pageUrl(site.siteUrl, alt, path) });
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site.siteUrl, "/") });
  }
  if (input.feedTitle)
    meta.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: input.feedTitle,
      href: absoluteUrl(site.siteUrl, input.feedPath ?? paths.feed(lang)),
    });
  meta.push(
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: input.title ?? site.siteName },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...langs.filter((l) => l !== lang).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] })),
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  );
  if (input.image)
    meta.push(
      { property: "og:image", content: absoluteUrl(site.siteUrl, input.image.url) },
      { property: "og:image:width", content: String(input.image.width) },
      { property: "og:image:height", content: String(input.image.height) },
      { property: "og:image:alt", content: input.image.alt },
      { name: "twitter:image", content: absoluteUrl(site.siteUrl, input.image.url) },
    );
  if (input.article) {
    const a = input.article;
    meta.push(
      { property: "article:published_time", content: a.publishedTime },
      { property: "article:modified_time", content: a.modifiedTime ?? a.publishedTime },
      { property: "article:section", content: a.section },
      ...a.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** Meta of pages a loader did not finish: not-found and error pages are never indexed. */
export function errorMeta(title: string, siteName = "Curio"): MetaDescriptor[] {
  return [{ title: `${title} · ${siteName}` }, { name: "robots", content: "noindex" }];
}
