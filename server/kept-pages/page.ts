import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import type { CachePolicy } from "../../app/lib/http/cache-control";

import type { Encoding } from "./encoding";

/**
 * The encodings a kept page holds bodies for. Brotli alone: nearly every browser asks for it, and it is the
 * smallest, so the whole site fits in the bound (ADR 021); gzip and the plain body are made from it for the
 * rare client that does not take brotli (about 1 ms a page).
 */
export const KEPT_ENCODINGS: readonly Encoding[] = ["br"];

/** A rendered answer kept whole: headers, a strong ETag, and the body compressed with brotli (KEPT_ENCODINGS). */
export interface KeptPage {
  kind: "page";
  status: number;
  headers: [string, string][];
  /** The request headers it was chosen by (sent as Vary): Accept-Encoding, and Cookie when it carries the theme. */
  vary: string;
  etag: string;
  /** Bodies of the KEPT_ENCODINGS, brotli always among them; `bodyFor` gives any encoding. */
  bodies: Partial<Record<Encoding, Buffer>> & { br: Buffer };
  /** sha256 sources of the page's inline scripts and of its inline styles, for its Content-Security-Policy. */
  inlineSources: InlineSources;
  /** That policy, built once by the server on first use. */
  csp?: string;
  isHtml: boolean;
  /** Its route lets shared caches keep it (CachePolicy.shared): it gets an ETag and answers 304. */
  isPublic: boolean;
  /** When it was rendered (ms since epoch, by the server's clock): its Age when served later. */
  storedAt: number;
  /** When it goes stale (ms since epoch), from its route's policy; never, when the policy gives no lifetime. */
  expiresAt?: number;
}

const HOP_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag", "date", "vary"]);

/** CSP sources that allow a document's inline elements: those for `script-src` and those for `style-src`, apart. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

/** The same request nonce for both, on an answer that is streamed or made from a template. */
export const nonceSources = (nonce: string): InlineSources => ({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] });

const sha256Source = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** The inline scripts and the inline styles of a document, as CSP hash sources ('sha256-…'), each for its own directive. */
export function inlineHashes(html: string): InlineSources {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = "", body = ""] = match;
    if (/\ssrc\s*=/i.test(attrs) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attrs)) continue;
    scripts.add(sha256Source(body));
  }
  const styles = new Set<string>();
  for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256Source(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The headers worth keeping with a stored answer: the route's own, not those of one transfer. A text or JSON
 * Content-Type without a charset gets "; charset=utf-8", as Express's res.set gives every streamed answer, so a
 * kept answer says the same whichever path sends it.
 */
export function storedHeaders(response: Response): [string, string][] {
  return [...response.headers.entries()]
    .filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => [name, name.toLowerCase() === "content-type" ? withUtf8Charset(value) : value]);
}

function withUtf8Charset(type: string): string {
  if (/;\s*charset=/i.test(type)) return type;
  return /^(text\/|application\/json\s*(;|$))/i.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * A copy in a buffer of exactly its own size. zlib's results and pooled buffers can hold far more memory
 * than their length (a 16 KB chunk behind a 2 KB body), which the cache's byte count would not see.
 */
export function exactBuffer(source: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(source.length);
  copy.set(source);
  return copy;
}

/**
 * Reads a response whole and prepares it for serving from memory; `now` (ms) dates it, the policy its route
 * declared (undefined when it declared none) says whether it is public and when it expires, and `vary` names
 * the request headers it was chosen by.
 */
export async function toKeptPage(
  response: Response,
  policy: CachePolicy | undefined,
  now = Date.now(),
  vary = "Accept-Encoding",
): Promise<KeptPage> {
  const identity = exactBuffer(new Uint8Array(await response.arrayBuffer()));
  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    kind: "page",
    status: response.status,
    headers: storedHeaders(response),
    vary,
    etag: `"${hash}"`,
    bodies: keptBodies(identity),
    inlineSources: isHtml ? inlineHashes(identity.toString("utf8")) : { scripts: [], styles: [] },
    isHtml,
    isPublic: policy?.shared ?? false,
    storedAt: now,
    ...(policy?.sharedSeconds === undefined ? {} : { expiresAt: now + policy.sharedSeconds * 1000 }),
  };
}

const gzipped = (identity: Buffer) => exactBuffer(gzipSync(identity, { level: 9 }));

/** The bodies a page keeps (KEPT_ENCODINGS), each in a buffer of exactly its size. */
function keptBodies(identity: Buffer): KeptPage["bodies"] {
  // Quality 5: within a few percent of 11 on HTML at a small fraction of the time, so a miss stays cheap.
  const br = exactBuffer(
    brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  );
  return {
    br,
    ...(KEPT_ENCODINGS.includes("gzip") ? { gzip: gzipped(identity) } : {}),
    ...(KEPT_ENCODINGS.includes("identity") ? { identity } : {}),
  };
}

/**
 * A kept page's body in one encoding: kept, or made from the brotli body. Gzip is made at the same level
 * every time, so its bytes (and its ETag) are the same on every request.
 */
export function bodyFor(page: KeptPage, encoding: Encoding): Buffer {
  const kept = page.bodies[encoding];
  if (kept) return kept;
  const identity = page.bodies.identity ?? brotliDecompressSync(page.bodies.br);
  return encoding === "gzip" ? gzipped(identity) : identity;
}

/**
 * The one rule for what may be kept: a successful render whose route declared it may be kept (`CachePolicy.kept`)
 * and that is the same for every reader given its key (no cookie set, no Vary on the cookie).
 */
export function mayKeep(response: Response, policy: CachePolicy | undefined): boolean {
  return (
    response.status === 200 &&
    policy?.kept === true &&
    !response.headers.has("set-cookie") &&
    !(response.headers.get("vary") ?? "").toLowerCase().includes("cookie")
  );
}

/** The ETag of one representation: content-coded bodies are different representations (RFC 9110 §8.8.3). */
export function representationEtag(page: KeptPage, encoding: Encoding): string {
  return encoding === "identity" ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match against any representation of the page (weak comparison, as GET allows). */
export function matchesIfNoneMatch(header: string | undefined, page: KeptPage): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const base = page.etag.slice(1, -1);
  return header.split(",").some((tag) => {
    const opaque = tag.trim().replace(/^W\//, "").slice(1, -1);
    return opaque === base || opaque === `${base}-gzip` || opaque === `${base}-br`;
  });
}
