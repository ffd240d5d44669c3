import { cacheHeaders, type CachePolicy } from "~/lib/http/cache-control";
import { requireLang } from "~/lib/http/responses";
import { webAppManifest } from "~/lib/offline/web-app-manifest";
import type { Route } from "./+types/web-app-manifest";

/**
 * A day in browsers and CDNs: browsers re-read a manifest when they check an installed app for updates, and a
 * new name or icon may take that long to reach them.
 */
const MANIFEST_CACHE: CachePolicy = { header: "public, max-age=86400", shared: true };

export function loader({ context, params }: Route.LoaderArgs) {
  const body = JSON.stringify(webAppManifest(requireLang(params.lang)));
  return new Response(body, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", ...cacheHeaders(context, MANIFEST_CACHE) },
  });
}
