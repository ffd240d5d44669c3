import { blogMetadataJson } from "~/lib/blog/blog-metadata-cache";
import { CACHE_PUBLIC_PAGE } from "~/lib/http/cache-control";
import type { Route } from "./+types/blog-metadata";

/** The spec's /blog-metadata.json, generated from the catalogue so it can never drift from the fact pages. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(blogMetadataJson(context.catalogue), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": CACHE_PUBLIC_PAGE },
  });
}
