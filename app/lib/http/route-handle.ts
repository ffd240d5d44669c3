import type { CachePolicy } from "./cache-control";

/**
 * One query parameter a route reads: the longest value it uses (free text: a search query, a list of facts), or
 * the only values it accepts (`["1"]`). A value longer than its length is cut; one outside its values is dropped.
 */
export type QueryParam = number | readonly string[];

/**
 * What a route module tells the server about the requests it answers, as its `handle` export. The server reads it
 * before rendering (server/route-table.ts), so it must be plain data; `server/` names no route and no parameter.
 */
export interface RouteHandle {
  /**
   * The query parameters the route reads, in the order its links write them. A request with any other parameter,
   * or a value the route does not accept, is answered with a 301 to the address without it (server/
   * request-identity.ts): `?utm_source=…` or `?say=q` never becomes a page of its own in any cache.
   */
  query?: Readonly<Record<string, QueryParam>>;
  /**
   * Any site's scripts may call it (the public API): a CORS preflight gets the methods it takes and the
   * request headers it reads. Its answers say `Access-Control-Allow-Origin: *` themselves.
   */
  crossOrigin?: boolean;
  /**
   * The policy of a successful answer that declares none (an endpoint React Router answers itself, with no
   * loader of ours), as the server's `CachePolicy`. Any other status is `no-store`.
   */
  cache?: CachePolicy;
}

/**
 * React Router's own endpoint for lazy route discovery (`/__manifest?paths=…&version=…`): not a module of ours,
 * but answered by the same handler, so its handle is declared here, beside the routes': what it reads, and the
 * policy of its 200 (immutable for the build's version). Its 204 ("reload the document": the browser has another
 * build's version) is no-store like every answer that is not a 200 of this endpoint.
 */
export const FRAMEWORK_ROUTES: Readonly<Record<string, { id: string; handle: RouteHandle }>> = {
  "/__manifest": {
    id: "__manifest",
    handle: {
      query: { paths: 7680, version: 64 },
      cache: { header: "public, max-age=31536000, immutable", shared: true },
    },
  },
};
