import type { RouteHandle } from "~/lib/http/route-handle";
import { apiJson } from "~/lib/api/fact-json";
import { LANGS } from "~/lib/i18n/languages";
import type { Route } from "./+types/api-categories";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export const handle: RouteHandle = { crossOrigin: true };

/** GET /api/v1/categories: every category with its names and how many facts each language has. */
export function loader({ context }: Route.LoaderArgs) {
  const categories = context.catalogue.categories.map((c) => {
    const facts = context.catalogue.byCategory.get(c.slug) ?? [];
    return {
      slug: c.slug,
      emoji: c.emoji,
      color: c.color,
      name: c.name,
      factCount: Object.fromEntries(LANGS.map((lang) => [lang, facts.filter((f) => f.translations[lang]).length])),
    };
  });
  return apiJson({ categories }, cacheHeaders(context, PUBLIC_PAGE));
}
