import type { Lang } from "../i18n/languages";
import { POSTS_KEY, type BlogMetadata, type BlogPost } from "./blog-metadata";
import { BLOG_PAGE_SIZE, pageCount, pageSlice } from "./pagination";

export interface BlogCategoryChip {
  slug: string;
  name: string;
  emoji: string;
}

export interface BlogPageModel {
  categories: BlogCategoryChip[];
  /** The selected category slug, or null for all. */
  category: string | null;
  posts: BlogPost[];
  page: number;
  totalPages: number;
  lastUpdated: string;
}

/** Filter chips: every category found in the posts, sorted by its name in the page's language. */
export function blogCategories(posts: readonly BlogPost[], lang: Lang): BlogCategoryChip[] {
  const bySlug = new Map<string, BlogCategoryChip>();
  for (const p of posts) if (!bySlug.has(p.category.slug)) bySlug.set(p.category.slug, { ...p.category });
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, lang));
}

/**
 * One page of the blog list. Returns null when the page number is past the end (a 404); an empty
 * category has one empty page, shown with the no-posts message.
 */
export function blogPage(metadata: BlogMetadata, lang: Lang, category: string | null, page: number): BlogPageModel | null {
  const all = metadata[POSTS_KEY[lang]];
  const filtered = category ? all.filter((p) => p.category.slug === category) : all;
  const totalPages = Math.max(1, pageCount(filtered.length, BLOG_PAGE_SIZE));
  if (page > totalPages) return null;
  return {
    categories: blogCategories(all, lang),
    category,
    posts: pageSlice(filtered, page, BLOG_PAGE_SIZE),
    page,
    totalPages,
    lastUpdated: metadata.lastUpdated,
  };
}
