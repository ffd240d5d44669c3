import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { CachePolicy } from "../app/lib/http/cache-control";
import { FRAMEWORK_ROUTES, type KeepDeclaration, type RouteHandle } from "../app/lib/http/route-handle";

/** What the server needs to know about the route a path leads to, before anything renders. */
export interface MatchedRoute {
  /** The deepest matching route's id ("routes/fact"); every path matches at least a not-found splat. */
  id: string;
  /** Ids of every matching route, root first (React Router's `_routes` may name only these). */
  ids: readonly string[];
  /** Query parameters the matching routes read, with the longest value each uses. */
  query: Readonly<Record<string, number>>;
  /** Whether the deepest route has an action, i.e. takes POST. */
  hasAction: boolean;
  /** The deepest route declares itself callable from any site (`RouteHandle.crossOrigin`). */
  crossOrigin?: boolean;
  /** How its answers are kept (`RouteHandle.keep`): the only source of what is kept and under which key. */
  keep: KeepDeclaration;
  /** How its answers may be kept when no loader declares it: only for an endpoint React Router answers itself. */
  cache?: CachePolicy;
}

/** React Router's own endpoints (app/lib/http/route-handle.ts), matched as routes whose handle is declared there. */
const FRAMEWORK: ReadonlyMap<string, MatchedRoute> = new Map(
  Object.entries(FRAMEWORK_ROUTES).map(([path, { id, handle }]) => [
    path,
    { id, ids: [], query: handle.query ?? {}, hasAction: false, keep: handle.keep ?? {}, cache: handle.cache },
  ]),
);

/** Matches paths against the build's own route manifest, so the server never keeps a second route list. */
export class RouteTable {
  private readonly tree: RouteObject[] = [];
  /**
   * React Router's matchRoutes flattens and ranks the whole route tree on every call, which cost kept pages
   * about half their speed; the answer for a path never changes while the server runs, so recent ones are kept.
   * Bounded by the paths' size too: 4,096 unique 8 KB paths (not-found pages) once held 32 MB of strings.
   */
  private readonly matched = new LRUCache<string, MatchedRoute>({
    max: 4096,
    maxSize: 512 * 1024,
    // Two bytes a character at most, and an allowance for the entry; a long path is matched but not kept.
    sizeCalculation: (_route, pathname) => pathname.length * 2 + 64,
    maxEntrySize: 2 * 1024,
  });

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
    const known = this.matched.get(pathname);
    if (known) return known;
    const route = this.matchUncached(pathname);
    this.matched.set(pathname, route);
    return route;
  }

  private matchUncached(pathname: string): MatchedRoute {
    const matches = matchRoutes(this.tree, pathname) ?? [];
    const ids = matches.map((m) => m.route.id ?? "");
    const id = ids[ids.length - 1] ?? "root";
    const query: Record<string, number> = {};
    for (const routeId of ids) Object.assign(query, (this.routes[routeId]?.module.handle as RouteHandle | undefined)?.query);
    const module = this.routes[id]?.module;
    const handle = module?.handle as RouteHandle | undefined;
    return {
      id,
      ids,
      query,
      hasAction: typeof module?.action === "function",
      crossOrigin: handle?.crossOrigin === true,
      keep: handle?.keep ?? {},
      ...(handle?.cache ? { cache: handle.cache } : {}),
    };
  }
}
