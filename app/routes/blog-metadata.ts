import { blogMetadataJson } from "~/lib/blog/blog-metadata-cache";
import type { Route } from "./+types/blog-metadata";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

/** The spec's /blog-metadata.json, generated from the catalogue so it can never drift from the fact pages. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(blogMetadataJson(context.catalogue), {
    headers: { "Content-Type": "application/json; charset=utf-8", ...cacheHeaders(context, PUBLIC_PAGE) },
  });
}
