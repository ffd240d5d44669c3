import { exactBuffer, storedHeaders } from "./page";

/**
 * A rendered page kept as the pieces around the CSP nonce it was rendered with, so that every answer made
 * from it carries the nonce of its own request: a nonce is never reused, and the page is never served as
 * it was stored.
 */
export interface NonceTemplate {
  kind: "template";
  status: number;
  headers: [string, string][];
  /** The body split at each occurrence of the render's nonce. */
  parts: Buffer[];
}

/** Splits `body` at every occurrence of `nonce`. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Reads a response rendered with `nonce` whole and keeps it as a template. */
export async function toNonceTemplate(response: Response, nonce: string): Promise<NonceTemplate> {
  // One buffer of exactly the body's size; the parts are views into it.
  const body = exactBuffer(new Uint8Array(await response.arrayBuffer()));
  return { kind: "template", status: response.status, headers: storedHeaders(response), parts: splitAtNonce(body, nonce) };
}

/** The body for one request: the template's parts joined by that request's nonce. */
export function fillNonce(template: NonceTemplate, nonce: string): Buffer {
  const needle = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  template.parts.forEach((part, i) => {
    if (i > 0) pieces.push(needle);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
