import { CACHE_PUBLIC_PAGE } from "./cache-control";

/** A public, CDN-cacheable text answer (sitemaps, feeds, robots.txt, ads.txt). */
export function cacheableText(body: string, contentType: string): Response {
  return new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": CACHE_PUBLIC_PAGE } });
}
