import { ExpirationPlugin, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from "serwist";
import { langFromPath } from "../app/lib/i18n/languages";
import { documentOfDataRequest, isKeepableResponse, isPageAddress } from "../app/lib/offline/keep-rules";
import { OFFLINE_PAGES, OFFLINE_PAGE_POLICY, offlinePageHtml, titleOfPage, type KeptPage } from "../app/lib/offline/offline-page";

/**
 * Curio's service worker (ADR 024), bundled by scripts/build-offline.ts with the build's precache list and
 * revision written in. Served from /sw.js with scope /. Precaches the app shell; keeps pages
 * stale-while-revalidate under keep-rules.ts; answers anything else offline with the offline page, in the
 * language of the address asked for, listing the kept pages by their titles.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: PrecacheEntry[];
declare const __REVISION__: string;

/** Pages are kept per build: a page names its build's assets, so a new build keeps pages of its own. */
const PAGES_PREFIX = "curio-pages-";
const PAGES = `${PAGES_PREFIX}${__REVISION__}`;
const origin = self.location.origin;

const keepOnlyPublic: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepableResponse(response) ? response : null),
};

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(PAGES);
  const requests = await cache.keys();
  const pages = await Promise.all(
    requests
      .map((request) => new URL(request.url))
      .filter((url) => isPageAddress(url, origin))
      .map(async (url) => {
        const path = url.pathname + url.search;
        const response = await cache.match(url.href);
        return { path, title: response ? titleOfPage(await response.text(), path) : path };
      }),
  );
  return pages;
}

async function offlinePage(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  let html: string;
  try {
    html = offlinePageHtml(lang, await keptPages(), pathname);
  } catch {
    // The page cache cannot be read (storage evicted or failing): the copy precached at install, without a list.
    return (await serwist.matchPrecache(OFFLINE_PAGES[lang])) ?? Response.error();
  }
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": OFFLINE_PAGE_POLICY, "Cache-Control": "no-store" },
  });
}

/** Offline, a navigation nothing kept answers shows the offline page. */
const offlineFallback: SerwistPlugin = { handlerDidError: async ({ request }) => offlinePage(request) };

/**
 * Offline, React Router's data and route-discovery requests are answered with its own "load the document"
 * signal (204 with X-Remix-Reload-Document): the browser then loads the page, and this worker answers that
 * from the kept pages or with the offline page, instead of the router showing an error.
 */
const reloadDocument: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    const target = documentOfDataRequest(url);
    return new Response(null, {
      status: 204,
      headers: target ? { "X-Remix-Redirect": target, "X-Remix-Reload-Document": "true" } : { "X-Remix-Reload-Document": "true" },
    });
  },
};

const pages = new StaleWhileRevalidate({
  cacheName: PAGES,
  plugins: [keepOnlyPublic, new ExpirationPlugin({ maxEntries: 200 }), offlineFallback],
});

const serwist = new Serwist({
  precacheEntries: __PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true },
  // The reader decides when the new version takes over (the page posts SKIP_WAITING): no mixed versions.
  skipWaiting: false,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request, url }) => request.mode === "navigate" && isPageAddress(url, origin), handler: pages },
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly({ plugins: [offlineFallback] }) },
    {
      matcher: ({ url }) => url.origin === origin && url.pathname.endsWith(".data"),
      handler: new NetworkOnly({ plugins: [reloadDocument] }),
    },
    {
      // Route discovery answers are immutable for a build's version: kept with the build's pages.
      matcher: ({ url }) => url.origin === origin && url.pathname === "/__manifest",
      handler: new StaleWhileRevalidate({ cacheName: PAGES, plugins: [keepOnlyPublic, reloadDocument] }),
    },
  ],
});

/** Fetches and keeps the pages a page asks for (today, the last 7 days, the quiz, saved facts), if not kept yet. */
async function keep(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(PAGES);
  for (const href of urls) {
    const url = new URL(href, origin);
    if (!isPageAddress(url, origin) || (await cache.match(url.href))) continue;
    try {
      const response = await fetch(url.href, { credentials: "same-origin" });
      if (isKeepableResponse(response)) await cache.put(url.href, response);
    } catch {
      // Offline or refused: asked again on the next page load.
    }
  }
}

/** A new build's pages: the previous builds' kept addresses fetched again, then their caches dropped. */
async function carryPagesOver(): Promise<void> {
  const old = (await caches.keys()).filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES);
  const addresses = new Set<string>();
  for (const name of old) {
    for (const request of await (await caches.open(name)).keys()) addresses.add(request.url);
    await caches.delete(name);
  }
  await keep([...addresses]);
}

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === "KEEP" && Array.isArray(data.urls))
    event.waitUntil(keep(data.urls.filter((u): u is string => typeof u === "string").slice(0, 500)));
});
self.addEventListener("activate", (event) => event.waitUntil(carryPagesOver()));

serwist.addEventListeners();
