import { createHash } from "node:crypto";
import { AD_SCRIPT_ORIGIN } from "../app/lib/ads/ads-config";

/** CSP sources that allow a document's inline elements: those for `script-src` and those for `style-src`, apart. */
export interface InlineSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export const NO_INLINE: InlineSources = { scripts: [], styles: [] };

const sha256Source = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The inline scripts and styles of a document the server rendered whole, as CSP hash sources ('sha256-…'). A
 * page's policy is thus a function of its bytes: the same for every reader, worker and replica, so a shared cache
 * can repeat it (a nonce would be one reader's, repeated to all). JSON data blocks are not scripts.
 */
export function inlineHashes(html: string): InlineSources {
  const scripts = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attrs)) continue;
    scripts.add(sha256Source(body));
  }
  const styles = new Set<string>();
  for (const [, body = ""] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256Source(body));
  return { scripts: [...scripts], styles: [...styles] };
}

interface CspOptions {
  /**
   * `'sha256-…'` hashes of the page's inline scripts and of its styles: they allow that page's inline `<script>`
   * and `<style>` elements (the stylesheet is inlined, issue #21), each list in its own directive, so a style's
   * hash never admits a script.
   */
  sources: InlineSources;
  /** Allow what the ad network's script needs (only when an ad client id is configured). */
  ads: boolean;
  /** Vite's dev server injects inline scripts and opens a websocket. */
  dev: boolean;
  /** Served over HTTPS (behind a configured proxy): upgrade any stray http subresource. */
  https: boolean;
}

// What Google's AdSense script loads (script, frames, beacons), from its CSP guidance.
const AD_SCRIPT_HOSTS = [
  AD_SCRIPT_ORIGIN,
  "https://*.googlesyndication.com",
  "https://*.google.com",
  "https://*.gstatic.com",
  "https://*.doubleclick.net",
  "https://*.adtrafficquality.google",
];
const AD_FRAME_HOSTS = ["https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.google.com"];

/** The enforced Content-Security-Policy: no inline script runs nor inline style applies unless its hash is listed. */
export function contentSecurityPolicy({ sources, ads, dev, https }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // In development Vite injects inline scripts of its own; a hash beside 'unsafe-inline' would switch it off.
    "script-src": ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : sources.scripts), ...(ads ? AD_SCRIPT_HOSTS : [])],
    // In development Vite injects styles of its own, and a hash would switch 'unsafe-inline' off.
    "style-src": ["'self'", ...(dev ? ["'unsafe-inline'"] : sources.styles)],
    // Category colours are set per element (style="--cat:…"); attributes cannot run script.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(ads ? ["https:"] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(ads ? AD_SCRIPT_HOSTS : []), ...(dev ? ["ws:"] : [])],
    "frame-src": ads ? AD_FRAME_HOSTS : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    // The service worker (/sw.js, ADR 024); said outright rather than left to fall back on script-src.
    "worker-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
