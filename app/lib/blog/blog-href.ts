import type { Lang } from "../i18n/languages";

/** The blog URL for a filter and page; page 1 and "all" are left out so each page has one address. */
export function blogHref(lang: Lang, category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/${lang}/blog${query ? `?${query}` : ""}`;
}
