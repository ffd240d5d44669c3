import type { RequestHandler } from "express";
import type { QueryParam } from "../app/lib/http/route-handle";
import type { Refuse } from "./request-guards";
import type { MatchedRoute, RouteTable } from "./route-table";

/**
 * One request as the site understands it: its one address. React Router renders exactly `url`, and any other
 * spelling of it (capitals, a trailing slash, a parameter the route does not read or a value it does not accept)
 * is redirected there, so a cache in front keeps each page under one key.
 */
export interface RequestIdentity {
  route: MatchedRoute;
  /** A React Router data request (`/en/fact/x.data`, client navigations) rather than a document. */
  isData: boolean;
  /** The canonical path: dot segments resolved, each segment decoded and encoded again one way. */
  path: string;
  /** Only the parameters the route reads, as it accepts them, in the route's order ("" or "?…"). */
  search: string;
  /** What React Router renders: the configured site origin (never Host or X-Forwarded-*), path and search. */
  url: string;
  /**
   * The page's one address when this request is another spelling of it (capitals, a trailing slash, an empty
   * segment, a parameter or value the route does not read): answered with a 301 there, never rendered.
   */
  preferred?: string;
}

/** The canonical form of a request path, or null when it cannot be decoded. */
function canonicalPath(rawPath: string): string | null {
  // Prefixed with an origin of our own, so that "//host/x" stays a path and never becomes an authority.
  const resolved = new URL(`http://curio.invalid${rawPath.startsWith("/") ? rawPath : `/${rawPath}`}`).pathname;
  try {
    return resolved
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join("/");
  } catch {
    return null;
  }
}

/**
 * The one spelling of a canonical path: every address of the site is lower case, with no trailing slash and no
 * empty segment ("/en/FACT/x/" → "/en/fact/x"). Letters are lowered before re-encoding, so "%C3%89" stays
 * upper-case hex while "É" becomes "é".
 */
export function preferredPath(path: string): string {
  const segments = path
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()));
  return `/${segments.join("/")}`;
}

/** The document path a data request is for: "/_root.data" → "/", "/en/blog.data" → "/en/blog". */
function documentPath(path: string): { path: string; isData: boolean } {
  if (path === "/_root.data") return { path: "/", isData: true };
  if (path.endsWith(".data")) return { path: path.slice(0, -".data".length), isData: true };
  return { path, isData: false };
}

/** React Router's parameter of a data request that names the routes whose data it wants. */
const ROUTES_PARAM = "_routes";

/** A parameter's value as the route reads it: NFC, cut to its length, or null when it is not one of its values. */
function acceptedValue(value: string, param: QueryParam): string | null {
  const normalized = value.normalize("NFC");
  if (typeof param === "number") return [...normalized].slice(0, param).join("");
  return param.includes(normalized) ? normalized : null;
}

/**
 * The query the route reads, in its declared order: each declared parameter's first value as the route accepts
 * it, and for data requests `_routes` limited to the matched routes (in their order). Everything else is dropped.
 */
function canonicalParams(query: string, route: MatchedRoute, isData: boolean): URLSearchParams {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, param] of Object.entries(route.query)) {
    const value = given.get(name);
    const accepted = value === null ? null : acceptedValue(value, param);
    if (accepted !== null) kept.set(name, accepted);
  }
  const routes = isData ? given.get(ROUTES_PARAM) : null;
  if (routes !== null) {
    const named = new Set(routes.split(","));
    const wanted = route.ids.filter((id) => named.has(id));
    if (wanted.length > 0) kept.set(ROUTES_PARAM, wanted.join(","));
  }
  return kept;
}

/**
 * Whether a query says exactly what its canonical form says, each parameter once with the same value, in any
 * order or percent-encoding (`a%20b` and `a+b`, which browsers and scripts write for the same value). Only then
 * is a request answered where it is; otherwise it is redirected to the canonical form.
 */
function saysTheSame(query: string, canonical: URLSearchParams): boolean {
  const given = [...new URLSearchParams(query)];
  if (given.length !== canonical.size) return false;
  return given.every(([name, value]) => {
    const wanted = canonical.getAll(name);
    if (wanted.length !== 1 || given.filter(([other]) => other === name).length !== 1) return false;
    return name === ROUTES_PARAM ? sameIds(value, wanted[0]!) : wanted[0] === value;
  });
}

/** Two `_routes` lists naming the same routes, in any order (the browser names them in its own). */
function sameIds(a: string, b: string): boolean {
  const named = new Set(a.split(","));
  const wanted = b.split(",");
  return named.size === wanted.length && wanted.every((id) => named.has(id));
}

/** Identifies a request target (`req.originalUrl`) against the route table; null when its path is malformed. */
export function identify(target: string, siteOrigin: string, match: (pathname: string) => MatchedRoute): RequestIdentity | null {
  const at = target.indexOf("?");
  const path = canonicalPath(at < 0 ? target : target.slice(0, at));
  if (path === null) return null;
  const query = at < 0 ? "" : target.slice(at + 1);
  const document = documentPath(path);
  const route = match(document.path);
  const params = canonicalParams(query, route, document.isData);
  const search = params.size > 0 ? `?${params.toString()}` : "";
  const preferredDocument = preferredPath(document.path);
  const preferred = !document.isData ? preferredDocument : preferredDocument === "/" ? "/_root.data" : `${preferredDocument}.data`;
  const identity: RequestIdentity = {
    route,
    isData: document.isData,
    path,
    search,
    url: `${siteOrigin}${path}${search}`,
  };
  const strayMark = at >= 0 && query === "";
  if (preferred !== path || strayMark || !saysTheSame(query, params)) identity.preferred = `${preferred}${search}`;
  return identity;
}

/**
 * The canonical-address step: identifies the request against the route table (the build's, or in development
 * Vite's latest) and leaves it in `res.locals.identity` for the steps after it; a path that cannot be decoded is a 400.
 */
export function identifyRequests(siteOrigin: string, routeTable: () => RouteTable, refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    const table = routeTable();
    const identity = identify(req.originalUrl, siteOrigin, (pathname) => table.match(pathname));
    if (!identity) return refuse(req, res, 400);
    res.locals.identity = identity;
    next();
  };
}
