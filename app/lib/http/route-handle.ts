import type { CachePolicy } from "./cache-control";

/**
 * What a route module tells the server about the requests it answers, as its `handle` export. The server
 * reads it before rendering (server/route-table.ts), so it must be plain data. It is the only place the
 * server learns which answers may be kept and under which key: `server/` names no route and no parameter.
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
  /** How the server keeps this route's answers (server/kept-pages). Without it, as `{ form: "whole" }`. */
  keep?: KeepDeclaration;
  /**
   * The policy of an answer that declares none (an endpoint React Router answers itself, with no loader of
   * ours): what its own Cache-Control says, as the server's `CachePolicy`.
   */
  cache?: CachePolicy;
}

/**
 * How a route's answers are kept. Whether one answer may be kept is its loader's `CachePolicy` (`kept`);
 * this says in what form and under which key.
 */
export interface KeepDeclaration {
  /**
   * - `whole` (the default): the answer is kept as it was rendered, keyed by its address.
   * - `template`: a document that differs per request only by its CSP nonce (search results): kept split at
   *   the nonce, each answer filled with its own. Its data form is not kept.
   * - `pick`: a document showing a fact the server picks at random per request (home): kept per pick and per
   *   Seoul day, the pick handed to the loader as `homePick`. Its data form is not kept.
   */
  form?: "whole" | "template" | "pick";
  /** For `pick`: the parameter naming the fact just shown, which is never picked again. */
  shown?: string;
  /**
   * Parameters whose values readers (or their browsers) make up: an answer naming any of them is kept with
   * the queries (kept on its second ask), never among the site's finite pages, so no flood of them can push
   * a page out.
   */
  readerText?: readonly string[];
}

/**
 * React Router's own endpoint for lazy route discovery (`/__manifest?paths=…&version=…`): not a module of
 * ours, but answered by the same handler, so its handle is declared here, beside the routes': what it reads,
 * which of it readers' browsers make up (the paths they are about to visit), and the policy React Router
 * gives its answers (immutable for the build's version).
 */
export const FRAMEWORK_ROUTES: Readonly<Record<string, { id: string; handle: RouteHandle }>> = {
  "/__manifest": {
    id: "__manifest",
    handle: {
      query: { paths: 7680, version: 64 },
      keep: { readerText: ["paths"] },
      cache: { header: "public, max-age=31536000, immutable", shared: true, kept: true, sharedSeconds: 31_536_000 },
    },
  },
};
