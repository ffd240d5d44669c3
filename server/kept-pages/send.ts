import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding, type Encoding } from "./encoding";
import { bodyFor, matchesIfNoneMatch, nonceSources, representationEtag, type InlineSources, type KeptPage } from "./page";
import type { KeptAnswer } from "./store";
import { fillNonce, type NonceTemplate } from "./template";

/**
 * Pages and their data (`.data`) render the saved theme from its cookie, so shared caches must keep those
 * variants apart.
 */
export const THEMED_VARY = "Accept-Encoding, Cookie";

/** Builds the Content-Security-Policy for a page's script sources (nonce or hashes). */
export type PolicyFor = (sources: InlineSources) => string;

/*
 * Kept answers are sent with node:http's own response methods by the pipeline's `send` step, which the
 * Express path and the fast lane both run: the same status, headers and bytes.
 */

/** Sends a kept answer: `nonce` is this request's (templates carry it); `now` (ms) dates a page's Age. */
export function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  kept: KeptAnswer,
  { nonce, policyFor, now }: { nonce: string; policyFor: PolicyFor; now: number },
): void | Promise<void> {
  return kept.kind === "page" ? sendKeptPage(req, res, kept, policyFor, now) : sendFromTemplate(req, res, kept, nonce, policyFor);
}

/**
 * Serves a kept page: negotiated encoding, strong ETag and 304 for public pages, CSP from its script hashes,
 * and its Age at `now` (ms), so that a downstream cache counts its max-age from the render, not from now.
 */
export function sendKeptPage(req: IncomingMessage, res: ServerResponse, page: KeptPage, policyFor: PolicyFor, now = Date.now()): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.statusCode = page.status;
  // Set, not appended: the route's own header replaces the one every answer gets (see web-bridge.ts).
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.isHtml) res.setHeader("Content-Security-Policy", (page.csp ??= policyFor(page.inlineSources)));
  res.setHeader("Vary", page.vary);
  const age = Math.floor((now - page.storedAt) / 1000);
  if (page.isPublic && age > 0) res.setHeader("Age", String(age));
  if (page.isPublic) {
    res.setHeader("ETag", representationEtag(page, encoding));
    if (matchesIfNoneMatch(req.headers["if-none-match"], page)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = bodyFor(page, encoding);
  res.setHeader("Content-Length", body.length);
  // For HEAD, Node sends the headers (Content-Length included) and leaves the body out.
  res.end(body);
}

const compressors: Record<Exclude<Encoding, "identity">, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => promisify(gzip)(body),
  // Quality 4, as the compression middleware uses for what it compresses on the fly.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
};

/**
 * A search page for this request's own nonce, from the template rendered for the same address and theme,
 * compressed for this request (off the event loop, in libuv's pool).
 */
export async function sendFromTemplate(
  req: IncomingMessage,
  res: ServerResponse,
  template: NonceTemplate,
  nonce: string,
  policyFor: PolicyFor,
): Promise<void> {
  // HEAD is answered with the headers GET would get, Content-Length of the same compressed body included.
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const filled = fillNonce(template, nonce);
  const body = encoding === "identity" ? filled : await compressors[encoding](filled);
  res.statusCode = template.status;
  for (const [name, value] of template.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", policyFor(nonceSources(nonce)));
  res.setHeader("Vary", THEMED_VARY);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
