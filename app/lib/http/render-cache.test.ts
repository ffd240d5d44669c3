import { describe, expect, it } from "vitest";
import { cachedPageBytes, chooseEncoding, inlineScriptHashes, isCacheableResponse, matchesIfNoneMatch, RenderCache, representationEtag, toCachedPage } from "./render-cache";

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", ...headers } });

describe("render cache pieces", () => {
  it("hashes inline scripts only (not external or JSON-LD)", () => {
    const hashes = inlineScriptHashes('<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script nonce="n">b()</script>');
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("keeps the body whole, pre-compressed, with a strong ETag that follows the content", async () => {
    const a = await toCachedPage(html("<p>hello</p>"));
    const b = await toCachedPage(html("<p>hello</p>"));
    const c = await toCachedPage(html("<p>bye</p>"));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(a.etag).toMatch(/^"[^"]+"$/);
    expect(a.bodies.identity.toString()).toBe("<p>hello</p>");
    expect(a.bodies.gzip.length).toBeGreaterThan(0);
    expect(a.bodies.br.length).toBeGreaterThan(0);
    expect(representationEtag(a, "br")).not.toBe(representationEtag(a, "gzip"));
  });

  it("stores only public, cookie-free, successful GETs", () => {
    expect(isCacheableResponse("GET", html("x"))).toBe(true);
    expect(isCacheableResponse("POST", html("x"))).toBe(false);
    expect(isCacheableResponse("GET", html("x", { "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(isCacheableResponse("GET", html("x", { "Set-Cookie": "a=b" }))).toBe(false);
    expect(isCacheableResponse("GET", new Response("x", { status: 404, headers: { "Cache-Control": "public" } }))).toBe(false);
  });

  it("negotiates brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
  });

  it("matches If-None-Match against any representation", async () => {
    const page = await toCachedPage(html("x"));
    expect(matchesIfNoneMatch(page.etag, page)).toBe(true);
    expect(matchesIfNoneMatch(`W/${representationEtag(page, "gzip")}`, page)).toBe(true);
    expect(matchesIfNoneMatch('"other", ' + representationEtag(page, "br"), page)).toBe(true);
    expect(matchesIfNoneMatch('"other"', page)).toBe(false);
  });

  it("evicts least recently used pages past its byte bound", async () => {
    const page = await toCachedPage(html("y".repeat(10_000)));
    const cache = new RenderCache(20_000, cachedPageBytes);
    cache.set("a", page);
    cache.set("b", page);
    cache.set("c", page);
    expect(cache.size).toBeLessThan(3);
    expect(cache.get("c")).toBeDefined();
    expect(new RenderCache(0, cachedPageBytes).get("a")).toBeUndefined();
  });
});
