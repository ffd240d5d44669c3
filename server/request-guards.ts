import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { RequestIdentity } from "./request-identity";

/** Largest request body accepted (the site's forms need a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Longest request target accepted. */
export const MAX_TARGET_LENGTH = 8192;

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/** A Host header that is a host name or bracketed IP address with an optional real port; absent is fine (HTTP/1.0). */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * The request's Host is acceptable: one Host header at most (RFC 9112 §3.2: more is a 400; Node keeps only the
 * first), and that one valid.
 */
export function hasValidHost(req: Pick<IncomingMessage, "headers" | "rawHeaders">): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  return hosts <= 1 && isValidHost(req.headers.host);
}

/** True for a request target that cannot be a page: bad percent-encoding, NUL bytes, or absurd length. */
export function isMalformedTarget(target: string): boolean {
  if (target.length > MAX_TARGET_LENGTH) return true;
  try {
    return decodeURIComponent(target.split("?")[0] ?? "").includes("\0");
  } catch {
    return true;
  }
}

/** The methods a route answers: GET and HEAD everywhere, POST where the route has an action. */
export function allowedMethods(identity: RequestIdentity): string[] {
  return identity.route.hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Why a POST body is refused before it is read (a status), or null when it may be read. */
export function bodyProblem(headers: IncomingHttpHeaders): 400 | 411 | 413 | 415 | null {
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
export function isSameSitePost(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
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

type Refuse = (req: Request, res: Response, status: number, headers?: Record<string, string>) => void;

/** 400 for a Host that is not host[:port] and for targets that cannot be pages. */
export function rejectMalformedRequests(refuse: Refuse) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasValidHost(req) && !isMalformedTarget(req.originalUrl)) return next();
    refuse(req, res, 400);
  };
}

/** How long browsers and shared caches may keep a redirect to a page's one address. */
const REDIRECT_CACHE_CONTROL = "public, max-age=3600";

/**
 * A 301 from another spelling of an address (capitals, a trailing slash) to its one address, for GET and HEAD
 * (a browser would turn a redirected POST into a GET, so other methods go on and meet the usual answers).
 * Data requests are redirected to the data form of that address, which `fetch` follows.
 */
export function redirectToPreferredAddress() {
  return (req: Request, res: Response, next: NextFunction) => {
    const { preferred } = res.locals.identity as RequestIdentity;
    if (preferred === undefined || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.status(301).set({ Location: preferred, "Cache-Control": REDIRECT_CACHE_CONTROL }).end();
  };
}

/** Request headers a script on another site may send to a cross-origin route: those it reads, and revalidation. */
const CORS_REQUEST_HEADERS = "Accept, Accept-Language, Content-Language, If-None-Match, If-Modified-Since, Cache-Control";

/** The answer to a CORS preflight for a route any site may call: no credentials, so `*` for the origin. */
function corsPreflight(allow: readonly string[]): Record<string, string> {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": allow.join(", "),
    "Access-Control-Allow-Headers": CORS_REQUEST_HEADERS,
    "Access-Control-Max-Age": "86400",
  };
}

/** 405 (with Allow) for methods the route does not take; for POST, the body and origin checks above. */
export function guardMethodsAndBodies(refuse: Refuse, siteOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const identity = res.locals.identity as RequestIdentity;
    const allow = allowedMethods(identity);
    if (req.method === "OPTIONS") {
      res
        .status(204)
        .set({ Allow: allow.join(", "), "Cache-Control": "no-store", ...(identity.route.crossOrigin ? corsPreflight(allow) : {}) })
        .end();
      return;
    }
    if (!allow.includes(req.method)) return refuse(req, res, 405, { Allow: allow.join(", ") });
    if (req.method !== "POST") return next();
    const problem = bodyProblem(req.headers);
    if (problem !== null) return refuse(req, res, problem);
    if (!isSameSitePost(req.headers, siteOrigin)) return refuse(req, res, 403);
    next();
  };
}
