/**
 * What a route module tells the server about the requests it answers, as its `handle` export. The server
 * reads it before rendering (server/route-table.ts), so it must be plain data.
 */
export interface RouteHandle {
  /**
   * The query parameters the route reads, each with the longest value it uses. Every other parameter is
   * dropped before rendering and before the cache key is made, so `?utm_source=…` cannot make a new page.
   */
  query?: Readonly<Record<string, number>>;
  /**
   * Any site's scripts may call it (the public API): a CORS preflight gets the methods it takes and the
   * request headers it reads. Its answers say `Access-Control-Allow-Origin: *` themselves.
   */
  crossOrigin?: boolean;
}
