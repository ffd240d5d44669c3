import { cacheableText } from "~/lib/http/text-response";
import { sitemapsOf } from "~/lib/seo/seo-files-cache";
import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return cacheableText(sitemapsOf(context.catalogue, context.config.siteUrl).root, "application/xml");
}
