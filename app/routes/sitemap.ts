import { cacheableText } from "~/lib/http/text-response";
import { sitemapsOf } from "~/lib/seo/seo-files-cache.server";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return cacheableText(context, sitemapsOf(context.catalogue, context.config.siteUrl, seoulDay(context.now())).root, "application/xml");
}
