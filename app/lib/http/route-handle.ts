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
}
