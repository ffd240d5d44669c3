import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/** A strong validator of a body: the same bytes give the same tag on every worker and replica. */
export function strongEtag(body: Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** The content codings the compression step may apply, each written as a suffix of the tag it codes. */
const CODED = /-(?:br|gzip|deflate)"$/;

/**
 * The entity tag in an If-None-Match list that names `etag`'s body in any content coding (weak comparison, as
 * RFC 9110 §13.1.2 asks of If-None-Match), or "*"; undefined when none does. The 304 then carries the tag the
 * client holds, so the cache that asked keeps its coded copy under the tag it knows.
 */
export function matchingTag(ifNoneMatch: string | undefined, etag: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === "*") return etag;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .find((tag) => tag.replace(/^W\//, "").replace(CODED, '"') === etag);
}

/**
 * Each content coding is a representation of its own, with a strong tag of its own (RFC 9110 §8.8.3): once the
 * compression step has chosen a coding (it runs its own head hook first, being mounted after this), a strong
 * ETag gets that coding as a suffix ("…-gzip"). Weak tags (express.static's) are left alone.
 */
export function etagPerCoding(): RequestHandler {
  return (req, res, next) => {
    onHeaders(res, function () {
      if (res.locals.headAsGet) req.method = "HEAD";
      const etag = this.getHeader("ETag");
      const coding = this.getHeader("Content-Encoding");
      if (typeof etag === "string" && etag.startsWith('"') && typeof coding === "string" && coding !== "identity")
        this.setHeader("ETag", `${etag.slice(0, -1)}-${coding}"`);
    });
    next();
  };
}

/**
 * HEAD gets the head GET would get (RFC 9110 §9.3.2), its coding and that coding's tag included: the compression
 * step, which leaves HEAD alone, is shown a GET while it decides (this hook runs before its own, being mounted
 * after it; etagPerCoding's, which runs last, gives the method back). Node sends no body for HEAD whatever is written.
 */
export function headCodedAsGet(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "HEAD")
      onHeaders(res, () => {
        req.method = "GET";
        res.locals.headAsGet = true;
      });
    next();
  };
}
