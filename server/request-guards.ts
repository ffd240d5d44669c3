import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { API_HEADERS } from "../app/lib/api/fact-json";
import type { RequestIdentity } from "./request-identity";

/** Largest request body accepted (the site's forms need a few KB). */
const MAX_BODY_BYTES = 64 * 1024;
/** Longest request target accepted. */
const MAX_TARGET_LENGTH = 8192;

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/** A Host header that is a host name or bracketed IP address with an optional real port; absent is fine (HTTP/1.0). */
function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * The request's Host is acceptable: one Host header at most (RFC 9112 §3.2: more is a 400; Node keeps only the
 * first), and that one valid.
 */
function hasValidHost(req: Pick<IncomingMessage, "headers" | "rawHeaders">): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  return hosts <= 1 && isValidHost(req.headers.host);
}

/** True for a request target that cannot be a page: bad percent-encoding, NUL bytes, or absurd length. */
function isMalformedTarget(target: string): boolean {
  if (target.length > MAX_TARGET_LENGTH) return true;
  try {
    return decodeURIComponent(target.split("?")[0] ?? "").includes("\0");
  } catch {
    return true;
  }
}

/** The methods a route answers: GET and HEAD everywhere, POST where the route has an action. */
function allowedMethods(identity: RequestIdentity): string[] {
  return identity.route.hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Why a POST body is refused before it is read (a status), or null when it may be read. */
function bodyProblem(headers: IncomingHttpHeaders): 400 | 411 | 413 | 415 | null {
  const declared = headers["content-length"];
  if (headers["transfer-encoding"] && declared === undefined) return 411;
  const length = Number(declared ?? 0);
  if (!Number.isSafeInteger(length) || length <= 0) return 400;
  if (length > MAX_BODY_BYTES) return 413;
  const type = (headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return FORM_TYPES.has(type) ? null : 415;
}

/**
 * A post is same-site when its Origin is the site's configured origin or names the host the request was sent
 * to (the scheme may differ behind a TLS-terminating proxy); without an Origin, when Sec-Fetch-Site does not
 * say otherwise. Browsers send Origin on every cross-site POST, so a foreign or "null" Origin is refused.
 */
function isSameSitePost(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite === "cross-site" || fetchSite === "same-site") return false;
  const origin = headers.origin;
  if (origin === undefined) return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
  try {
    const url = new URL(origin);
    return url.origin === siteOrigin || (headers.host !== undefined && url.host === headers.host.toLowerCase());
  } catch {
    return false;
  }
}

/** What a guard decided for a request it will not let through to a page. */
type Refusal =
  /** A static error page (server/static-error-page.ts), never stored. */
  | { refuse: number; headers?: Record<string, string> }
  /** A bodiless answer with these headers: a redirect, a preflight. */
  | { reply: number; headers: Record<string, string> };

/** 400 for a Host that is not host[:port] (or is given twice) and for targets that cannot be pages. */
function requestRefusal(req: Pick<IncomingMessage, "headers" | "rawHeaders">, target: string): Refusal | null {
  return hasValidHost(req) && !isMalformedTarget(target) ? null : { refuse: 400 };
}

/** How long browsers and shared caches may keep a redirect to a page's one address. */
const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

/** Request headers a script on another site may send to a cross-origin route: those it reads, and revalidation. */
const CORS_REQUEST_HEADERS = "Accept, Accept-Language, Content-Language, If-None-Match, If-Modified-Since, Cache-Control";

/** The answer to a CORS preflight for a route any site may call, with the headers its other answers have. */
function corsPreflight(allow: readonly string[]): Record<string, string> {
  return {
    ...API_HEADERS,
    "Access-Control-Allow-Methods": allow.join(", "),
    "Access-Control-Allow-Headers": CORS_REQUEST_HEADERS,
    "Access-Control-Max-Age": "86400",
  };
}

/**
 * What the route refuses of this request, once it is identified: another spelling of its address is a 301 to
 * its one address for GET and HEAD (ADR 021; a browser would turn a redirected POST into a GET, so other
 * methods go on and meet the usual answers; data requests go to the data form, which `fetch` follows); OPTIONS
 * is answered with the methods it takes (and a CORS preflight where the route is cross-origin); another
 * method is a 405 with Allow; a POST must have a readable form body from this site.
 */
function routeRefusal(identity: RequestIdentity, req: Pick<IncomingMessage, "method" | "headers">, siteOrigin: string): Refusal | null {
  const method = req.method ?? "GET";
  if (identity.preferred !== undefined && (method === "GET" || method === "HEAD"))
    return {
      reply: 301,
      // A script on another site that called the API follows the redirect only if it may read it.
      headers: {
        Location: identity.preferred,
        "Cache-Control": REDIRECT_CACHE_CONTROL,
        ...(identity.route.crossOrigin ? API_HEADERS : {}),
      },
    };
  const allow = allowedMethods(identity);
  if (method === "OPTIONS")
    return {
      reply: 204,
      headers: { Allow: allow.join(", "), "Cache-Control": "no-store", ...(identity.route.crossOrigin ? corsPreflight(allow) : {}) },
    };
  if (!allow.includes(method)) return { refuse: 405, headers: { Allow: allow.join(", ") } };
  if (method !== "POST") return null;
  const problem = bodyProblem(req.headers);
  if (problem !== null) return { refuse: problem };
  return isSameSitePost(req.headers, siteOrigin) ? null : { refuse: 403 };
}

/** Sends a refusal's static error page (server/static-error-page.ts): never stored. */
export type Refuse = (req: Request, res: Response, status: number, headers?: Record<string, string>) => void;

/** Carries out a guard's decision: a static error page, or a bodiless reply (a redirect, a preflight). */
function answer(refusal: Refusal, req: Request, res: Response, refuse: Refuse): void {
  if ("refuse" in refusal) refuse(req, res, refusal.refuse, refusal.headers);
  else res.status(refusal.reply).set(refusal.headers).end();
}

/** The first guard: a request whose Host or target cannot be a page's is a 400 before anything else looks at it. */
export function requestGuards(refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    const refusal = requestRefusal(req, req.originalUrl);
    if (refusal) return answer(refusal, req, res, refuse);
    next();
  };
}

/** After the request is identified (`res.locals.identity`): its route's refusals (routeRefusal), else on to render. */
export function routeGuards(siteOrigin: string, refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    const refusal = routeRefusal(res.locals.identity as RequestIdentity, req, siteOrigin);
    if (refusal) return answer(refusal, req, res, refuse);
    next();
  };
}
