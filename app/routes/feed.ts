import { requireLang } from "~/lib/http/responses";
import { cacheableText } from "~/lib/http/text-response";
import { feedOf } from "~/lib/seo/seo-files-cache.server";
import type { Route } from "./+types/feed";

export function loader({ context, params }: Route.LoaderArgs) {
  return cacheableText(context, feedOf(context.catalogue, requireLang(params.lang), context.config), "application/rss+xml");
}
