import { AD_SCRIPT_ORIGIN } from "../app/lib/ads/ads-config";

export interface CspOptions {
  /**
   * `'nonce-…'` for a streamed page, or `'sha256-…'` hashes of a kept page's inline scripts and of its styles:
   * they allow that page's inline `<script>` and `<style>` elements (the stylesheet is inlined, issue #21), each
   * list in its own directive, so a style's hash never admits a script.
   */
  sources: { readonly scripts: readonly string[]; readonly styles: readonly string[] };
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

/** The enforced Content-Security-Policy: no inline script runs nor inline style applies unless its nonce or hash is listed. */
export function contentSecurityPolicy({ sources, ads, dev, https }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...sources.scripts, ...(ads ? AD_SCRIPT_HOSTS : []), ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    // In development Vite injects styles without a nonce, and a nonce would switch 'unsafe-inline' off.
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
