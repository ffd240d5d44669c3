import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { LookUpKept } from "./kept-answers";
import type { Metrics } from "./metrics";
import { hasValidHost, isMalformedTarget } from "./request-guards";
import { identify } from "./request-identity";
import type { RequestLog } from "./request-log";
import type { RouteTable } from "./route-table";
import { setSecurityHeaders, type HeaderList } from "./security-headers";
import { sendKept, type PolicyFor } from "./send-kept";

export interface FastLaneParts {
  routeTable: RouteTable;
  siteOrigin: string;
  /** Whether Express's static step may answer a path before pages do (static-files.ts). */
  servedAsFile: (canonicalPath: string) => boolean;
  lookUp: LookUpKept;
  policyFor: PolicyFor;
  securityHeaders: HeaderList;
  logRequest: RequestLog;
  metrics: Metrics;
  state: { draining: boolean };
}

/** Answers a request from the cache and says true, or says false without touching it. */
export type FastLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Kept answers without Express. Express's middleware chain costs a kept page most of its time, and none of it
 * changes such an answer, so the HTTP server's listener answers cache hits itself with what the Express path
 * sends: the same lookup (kept-answers.ts, cacheKeyFor), request log, metrics, security headers and sending
 * code (send-kept.ts). Anything it is not sure Express would answer from the cache the same way goes to
 * Express untouched: other methods, guards that would refuse, paths not in their canonical form (dot
 * segments, other encodings, another spelling of the address), static files, misses,
 * and every request once the server is draining.
 */
export function fastLane(parts: FastLaneParts): FastLane {
  const { routeTable, siteOrigin, servedAsFile, lookUp, policyFor, securityHeaders, logRequest, metrics, state } = parts;
  const match = (pathname: string) => routeTable.match(pathname);
  return (req, res) => {
    const { method, url: target = "" } = req;
    if (state.draining || (method !== "GET" && method !== "HEAD")) return false;
    if (!hasValidHost(req) || isMalformedTarget(target)) return false;
    const query = target.indexOf("?");
    const rawPath = query < 0 ? target : target.slice(0, query);
    const identity = identify(target, siteOrigin, match);
    if (!identity || identity.path !== rawPath || identity.preferred !== undefined || servedAsFile(rawPath)) return false;
    const found = lookUp(identity, method, req.headers.cookie);
    if (!found.kept) return false;

    // The Express path's steps, in its order: nonce, metrics, request log (X-Request-Id), security headers.
    const nonce = found.kept.kind === "template" ? randomBytes(16).toString("base64") : "";
    metrics.track(req, res, () => identity.route.id);
    logRequest(req, res);
    setSecurityHeaders(res, securityHeaders);
    metrics.cacheHits.inc();
    const sending = sendKept(req, res, found.kept, { nonce, policyFor, now: found.at });
    sending?.catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))));
    return true;
  };
}

/** The server's request listener: the fast lane first when there is one, else (or when it declines) Express. */
export function withFastLane(lane: FastLane | undefined, app: RequestListener): RequestListener {
  if (!lane) return app;
  return (req, res) => {
    if (!lane(req, res)) app(req, res);
  };
}
