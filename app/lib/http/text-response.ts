import { cacheHeaders, PUBLIC_PAGE, type CacheDeclarer } from "./cache-control";

/** A public, CDN-cacheable text answer (sitemaps, feeds, robots.txt, ads.txt). */
export function cacheableText(context: CacheDeclarer, body: string, contentType: string): Response {
  return new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8`, ...cacheHeaders(context, PUBLIC_PAGE) } });
}
