import type { RequestHandler, Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { NO_STORE, type CachePolicy } from "../app/lib/http/cache-control";
import { inlineHashes, type InlineSources } from "./content-security-policy";
import { matchingTag, strongEtag } from "./representations";
import type { RequestIdentity } from "./request-identity";
import { toWebRequest } from "./web-bridge";

interface PagesOptions {
  /** The server build, or (development) a function giving Vite's latest. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** One request's load context; the loader declares its answer's policy through `declareCache`. */
  loadContext: (req: Parameters<RequestHandler>[0], declareCache: (policy: CachePolicy) => void) => AppLoadContext;
  /** The Content-Security-Policy of a page whose inline scripts and styles are these. */
  policyFor: (sources: InlineSources) => string;
  /** Times one render under its route's id (metrics). */
  timeRender: (routeId: string) => () => void;
}

/**
 * The last step of the chain: React Router renders the request's one address (`res.locals.identity`, set by the
 * canonical-address step) and the answer is sent whole. Every answer leaves with one deliberate Cache-Control
 * (an error's is no-store whatever the route said; one without a header gets the policy its loader declared,
 * else no-store), a page's policy lists the hashes of its own inline scripts and styles, and an answer shared
 * caches may keep gets a strong ETag of its bytes (a 304 when the client holds them). Compression is the
 * compression step's, mounted before this.
 */
export function reactRouterPages({ build, mode, loadContext, policyFor, timeRender }: PagesOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const identity = res.locals.identity as RequestIdentity;
      let declared: CachePolicy | undefined;
      const done = timeRender(identity.route.id);
      const response = await handle(
        toWebRequest(req, res, identity.url),
        loadContext(req, (policy) => void (declared = policy)),
      ).finally(done);
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
      // An endpoint React Router answers itself declares its policy for its 200 only (its 204 is another thing).
      const policy = declared ?? (response.status === 200 ? identity.route.cache : undefined);
      res.status(response.status);
      for (const [name, value] of response.headers)
        if (name === "set-cookie") res.append(name, value);
        else res.setHeader(name, value);
      if (response.status >= 400) res.setHeader("Cache-Control", NO_STORE.header);
      else if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", (policy ?? NO_STORE).header);
      if (body && (response.headers.get("content-type") ?? "").startsWith("text/html"))
        res.setHeader("Content-Security-Policy", policyFor(inlineHashes(body.toString("utf8"))));
      if (body && response.status === 200 && policy?.shared && !response.headers.has("set-cookie")) {
        if (answeredFromClientCopy(req.headers["if-none-match"], strongEtag(body), res)) return void res.end();
      }
      // Set here rather than left to Node, so that HEAD (rendered as GET, its body left out) says the same length.
      if (body) res.setHeader("Content-Length", body.length);
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}

/** Sets the body's ETag; when the client already holds it (in any coding), turns the answer into a 304 and says so. */
function answeredFromClientCopy(ifNoneMatch: string | undefined, etag: string, res: Response): boolean {
  const held = matchingTag(ifNoneMatch, etag);
  res.setHeader("ETag", held ?? etag);
  if (held === undefined) return false;
  res.status(304).vary("Accept-Encoding");
  for (const name of ["Content-Type", "Content-Length", "Content-Security-Policy"]) res.removeHeader(name);
  return true;
}
