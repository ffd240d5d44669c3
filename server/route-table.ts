import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { CachePolicy } from "../app/lib/http/cache-control";
import { FRAMEWORK_ROUTES, type QueryParam, type RouteHandle } from "../app/lib/http/route-handle";

/** What the server needs to know about the route a path leads to, before anything renders. */
export interface MatchedRoute {
  /** The deepest matching route's id ("routes/fact"); every path matches at least a not-found splat. */
  id: string;
  /** Ids of every matching route, root first (React Router's `_routes` may name only these). */
  ids: readonly string[];
  /** Query parameters the matching routes read (`RouteHandle.query`), root first. */
  query: Readonly<Record<string, QueryParam>>;
  /** Whether the deepest route has an action, i.e. takes POST. */
  hasAction: boolean;
  /** The deepest route declares itself callable from any site (`RouteHandle.crossOrigin`). */
  crossOrigin?: boolean;
  /** How a successful answer may be kept when no loader declares it: only for an endpoint React Router answers itself. */
  cache?: CachePolicy;
}

/** React Router's own endpoints (app/lib/http/route-handle.ts), matched as routes whose handle is declared there. */
const FRAMEWORK: ReadonlyMap<string, MatchedRoute> = new Map(
  Object.entries(FRAMEWORK_ROUTES).map(([path, { id, handle }]) => [
    path,
    { id, ids: [], query: handle.query ?? {}, hasAction: false, cache: handle.cache },
  ]),
);

/** How many recent paths keep their match: every page of the site, with room for a burst of made-up ones. */
const REMEMBERED_PATHS = 4096;
/** A longer path is matched each time, not remembered (a made-up 8 KB path must not hold memory). */
const REMEMBERED_PATH_LENGTH = 256;

/**
 * Matches paths against the build's own route manifest, so the server never keeps a second route list. React
 * Router's matchRoutes flattens and ranks the whole tree on every call (7 % of a legal page's CPU on 2026-12-02),
 * and a path's match never changes while the server runs, so recent ones are remembered (oldest out first).
 */
export class RouteTable {
  private readonly tree: RouteObject[] = [];
  private readonly remembered = new Map<string, MatchedRoute>();

  constructor(private readonly routes: ServerBuild["routes"]) {
    const children = new Map<string, RouteObject[]>();
    const nodes = new Map<string, RouteObject>();
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const own: RouteObject[] = [];
      children.set(route.id, own);
      nodes.set(
        route.id,
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: own },
      );
    }
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const node = nodes.get(route.id)!;
      const siblings = route.parentId ? children.get(route.parentId) : undefined;
      (siblings ?? this.tree).push(node);
    }
  }

  /** The route a decoded pathname leads to (document paths; strip `.data` first). */
  match(pathname: string): MatchedRoute {
    const framework = FRAMEWORK.get(pathname);
    if (framework) return framework;
    const known = this.remembered.get(pathname);
    if (known) return known;
    const route = this.matchTree(pathname);
    if (pathname.length <= REMEMBERED_PATH_LENGTH) {
      if (this.remembered.size >= REMEMBERED_PATHS) this.remembered.delete(this.remembered.keys().next().value!);
      this.remembered.set(pathname, route);
    }
    return route;
  }

  private matchTree(pathname: string): MatchedRoute {
    const matches = matchRoutes(this.tree, pathname) ?? [];
    const ids = matches.map((m) => m.route.id ?? "");
    const id = ids[ids.length - 1] ?? "root";
    const query: Record<string, QueryParam> = {};
    for (const routeId of ids) Object.assign(query, (this.routes[routeId]?.module.handle as RouteHandle | undefined)?.query);
    const module = this.routes[id]?.module;
    const handle = module?.handle as RouteHandle | undefined;
    return {
      id,
      ids,
      query,
      hasAction: typeof module?.action === "function",
      crossOrigin: handle?.crossOrigin === true,
      ...(handle?.cache ? { cache: handle.cache } : {}),
    };
  }
}
