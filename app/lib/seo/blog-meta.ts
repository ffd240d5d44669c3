import type { MetaDescriptor } from "react-router";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { format, messagesFor } from "../i18n/messages";
import { paths } from "../paths";
import { buildMeta } from "./meta";

/**
 * A blog page's meta list, for its filter and page. A filter without posts is not indexed (and names no
 * page number or feed): it is an empty state, not a page to find.
 */
export function blogMeta(
  site: Pick<SiteConfig, "siteUrl" | "siteName">,
  lang: Lang,
  category: string | null,
  page: number,
  { empty = false }: { empty?: boolean } = {},
): MetaDescriptor[] {
  const t = messagesFor(lang);
  const path = paths.blog(lang, category, page).slice(paths.localized(lang).length);
  if (empty) return buildMeta({ site, lang, path, title: t.blog.title, description: t.blog.intro, noindex: true });
  return buildMeta({
    site,
    lang,
    path,
    title: page > 1 ? `${t.blog.title} (${format(t.blog.page, { page })})` : t.blog.title,
    description: t.blog.intro,
    feedTitle: `${site.siteName} (${lang})`,
  });
}
