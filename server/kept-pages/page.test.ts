import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { bodyFor, exactBuffer, inlineHashes, matchesIfNoneMatch, mayKeep, representationEtag, toKeptPage } from "./page";
import { NO_STORE, PRIVATE_REVALIDATE, PUBLIC_PAGE } from "../../app/lib/http/cache-control";

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", ...headers } });

describe("kept page pieces", () => {
  it("hashes inline scripts only (not external or JSON-LD)", () => {
    const { scripts, styles } = inlineHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script nonce="n">b()</script>',
    );
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(styles).toEqual([]);
  });

  it("hashes inline styles apart from scripts (the inlined stylesheet)", () => {
    const { scripts, styles } = inlineHashes('<style id="app-css" nonce="n">body{color:red}</style>');
    expect(scripts).toEqual([]);
    const [style] = styles;
    // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
    expect(style).toBe("'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='");
  });

  it("keeps the body whole, pre-compressed, with a strong ETag that follows the content", async () => {
    const a = await toKeptPage(html("<p>hello</p>"), PUBLIC_PAGE);
    const b = await toKeptPage(html("<p>hello</p>"), PUBLIC_PAGE);
    const c = await toKeptPage(html("<p>bye</p>"), PUBLIC_PAGE);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^"[^"]+"$/);
    expect(a.bodies.br.length).toBeGreaterThan(0);
    expect(bodyFor(a, "identity").toString()).toBe("<p>hello</p>");
    expect(gunzipSync(bodyFor(a, "gzip")).toString()).toBe("<p>hello</p>");
    // Made again on each request for a client without brotli: the same bytes every time, as its ETag says.
    expect(bodyFor(a, "gzip").equals(bodyFor(a, "gzip"))).toBe(true);
    expect(brotliDecompressSync(bodyFor(a, "br")).toString()).toBe("<p>hello</p>");
    expect(representationEtag(a, "br")).not.toBe(representationEtag(a, "gzip"));
  });

  it("keeps only successful, cookie-free answers whose route declared them keepable", () => {
    expect(mayKeep(html("x"), PUBLIC_PAGE)).toBe(true);
    // Private to browsers, but kept by the server in the form its route declares (home per pick, search as a template).
    expect(mayKeep(html("x"), PRIVATE_REVALIDATE)).toBe(true);
    expect(mayKeep(html("x"), NO_STORE)).toBe(false);
    expect(mayKeep(html("x"), undefined)).toBe(false);
    expect(mayKeep(html("x", { "Set-Cookie": "a=b" }), PUBLIC_PAGE)).toBe(false);
    expect(mayKeep(html("x", { Vary: "Cookie" }), PUBLIC_PAGE)).toBe(false);
    expect(mayKeep(new Response("x", { status: 404 }), PUBLIC_PAGE)).toBe(false);
  });

  it("keeps every body in a buffer of exactly its own size", async () => {
    const page = await toKeptPage(html("z".repeat(50_000)), PUBLIC_PAGE);
    for (const body of Object.values(page.bodies)) expect(body.buffer.byteLength).toBe(body.length);
    const pooled = Buffer.from("small");
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    expect(exactBuffer(pooled).buffer.byteLength).toBe(5);
  });

  it("matches If-None-Match against any representation", async () => {
    const page = await toKeptPage(html("x"), PUBLIC_PAGE);
    expect(matchesIfNoneMatch(page.etag, page)).toBe(true);
    expect(matchesIfNoneMatch(`W/${representationEtag(page, "gzip")}`, page)).toBe(true);
    expect(matchesIfNoneMatch('"other", ' + representationEtag(page, "br"), page)).toBe(true);
    expect(matchesIfNoneMatch('"other"', page)).toBe(false);
  });
});
