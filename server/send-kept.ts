import type { Request, Response } from "express";
import { fillNonce, type NonceTemplate } from "./nonce-template";
import { chooseEncoding, matchesIfNoneMatch, representationEtag, type CachedPage } from "./render-cache";

/** Pages render the saved theme from its cookie, so shared caches must keep those variants apart. */
export const HTML_VARY = "Accept-Encoding, Cookie";

/** Builds the Content-Security-Policy for a page's script sources (nonce or hashes). */
export type PolicyFor = (scriptSources: string[]) => string;

/**
 * Serves a kept page: negotiated encoding, strong ETag and 304 for public pages, CSP from its script hashes,
 * and its Age at `now` (ms), so that a downstream cache counts its max-age from the render, not from now.
 */
export function sendKeptPage(req: Request, res: Response, page: CachedPage, policyFor: PolicyFor, now = Date.now()): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  if (page.isHtml) res.setHeader("Content-Security-Policy", (page.csp ??= policyFor(page.scriptHashes)));
  res.setHeader("Vary", page.isHtml ? HTML_VARY : "Accept-Encoding");
  const age = Math.floor((now - page.storedAt) / 1000);
  if (page.isPublic && age > 0) res.setHeader("Age", String(age));
  if (page.isPublic) {
    res.setHeader("ETag", representationEtag(page, encoding));
    if (matchesIfNoneMatch(req.headers["if-none-match"], page)) {
      res.status(304).end();
      return;
    }
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = page.bodies[encoding];
  res.setHeader("Content-Length", body.length);
  // For HEAD, Node sends the headers (Content-Length included) and leaves the body out.
  res.end(body);
}

/** A search page for this request's own nonce, from the template rendered for the same address and theme. */
export function sendFromTemplate(res: Response, template: NonceTemplate, nonce: string, policyFor: PolicyFor): void {
  res.status(template.status);
  for (const [name, value] of template.headers) res.append(name, value);
  res.setHeader("Content-Security-Policy", policyFor([`'nonce-${nonce}'`]));
  res.setHeader("Vary", HTML_VARY);
  const body = fillNonce(template, nonce);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
