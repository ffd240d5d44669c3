import type { MatchedRoute } from "./route-table";

/**
 * One request as the site understands it. React Router renders exactly `url`, and the kept pages key on
 * exactly `path` + `search`: both come from here, so what is rendered and where it is kept cannot disagree.
 */
export interface RequestIdentity {
  route: MatchedRoute;
  /** A React Router data request (`/en/fact/x.data`, client navigations) rather than a document. */
  isData: boolean;
  /** The canonical path: dot segments resolved, each segment decoded and encoded again one way. */
  path: string;
  /** Only the parameters the route reads: first value each, NFC, capped, in the route's order ("" or "?…"). */
  search: string;
  /**
   * A data request for some of a page's routes only (React Router's `_routes`): one of many subsets anyone
   * can ask for, where only the page's whole data is one of the site's addresses.
   */
  routesSubset: boolean;
  /** What React Router renders: the configured site origin (never Host or X-Forwarded-*), path and search. */
  url: string;
  /**
   * The page's one address when this path is another spelling of it (capitals, a trailing slash, an empty
   * segment): answered with a 301 there, never rendered or kept under a second key.
   */
  preferred?: string;
}

/** The canonical form of a request path, or null when it cannot be decoded. */
export function canonicalPath(rawPath: string): string | null {
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
export function documentPath(path: string): { path: string; isData: boolean } {
  if (path === "/_root.data") return { path: "/", isData: true };
  if (path.endsWith(".data")) return { path: path.slice(0, -".data".length), isData: true };
  return { path, isData: false };
}

/** React Router's parameter of a data request that names the routes whose data it wants. */
const ROUTES_PARAM = "_routes";

/** Keeps the route's declared parameters (and, for data requests, `_routes` limited to the matched routes). */
export function canonicalSearch(query: string, route: MatchedRoute, isData: boolean): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, maxLength] of Object.entries(route.query)) {
    const value = given.get(name);
    if (value !== null) kept.set(name, [...value.normalize("NFC")].slice(0, maxLength).join(""));
  }
  const routes = isData ? given.get(ROUTES_PARAM) : null;
  if (routes !== null) {
    const wanted = [...new Set(routes.split(","))].filter((id) => route.ids.includes(id)).sort();
    if (wanted.length > 0) kept.set(ROUTES_PARAM, wanted.join(","));
  }
  const search = kept.toString();
  return search ? `?${search}` : "";
}

/** Identifies a request target (`req.originalUrl`) against the route table; null when its path is malformed. */
export function identify(target: string, siteOrigin: string, match: (pathname: string) => MatchedRoute): RequestIdentity | null {
  const at = target.indexOf("?");
  const path = canonicalPath(at < 0 ? target : target.slice(0, at));
  if (path === null) return null;
  const document = documentPath(path);
  const route = match(document.path);
  const search = canonicalSearch(at < 0 ? "" : target.slice(at + 1), route, document.isData);
  const preferredDocument = preferredPath(document.path);
  const preferred = !document.isData ? preferredDocument : preferredDocument === "/" ? "/_root.data" : `${preferredDocument}.data`;
  const identity: RequestIdentity = {
    route,
    isData: document.isData,
    path,
    search,
    routesSubset: new URLSearchParams(search).has(ROUTES_PARAM),
    url: `${siteOrigin}${path}${search}`,
  };
  if (preferred !== path) identity.preferred = `${preferred}${search}`;
  return identity;
}
