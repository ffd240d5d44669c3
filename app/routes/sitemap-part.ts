import { notFound } from "~/lib/http/responses";
import { cacheableText } from "~/lib/http/text-response";
import { sitemapsOf } from "~/lib/seo/seo-files-cache.server";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/sitemap-part";

/** /sitemaps/{n}.xml: one part of a sitemap split past 50,000 URLs. */
export function loader({ context, params }: Route.LoaderArgs) {
  const n = /^(\d{1,4})\.xml$/.exec(params.part)?.[1];
  const part = n ? sitemapsOf(context.catalogue, context.config.siteUrl, seoulDay(context.now())).parts[Number(n) - 1] : undefined;
  if (!part) throw notFound();
  return cacheableText(context, part, "application/xml");
}
