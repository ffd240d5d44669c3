import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE } from "../../app/lib/http/cache-control";
import { toKeptPage, type KeptPage } from "./page";
import { ENTRY_OVERHEAD_BYTES, KeptPages, keptBytes } from "./store";
import { toNonceTemplate } from "./template";

// The kept pages' bound is only as true as the count of each entry: these tests add up, by hand, what an entry
// holds (its key and headers at two bytes a character, every body at its length, its script hashes, the fixed
// allowance) and hold the store to that sum as entries come, go and are pushed out.

const KB = 1024;
/** A page of `size` characters of base64 noise: its brotli body is about three quarters of that. */
const page = (size: number, scripts = "") =>
  new Response(`<!doctype html><p>${randomBytes(size).toString("base64").slice(0, size)}</p>${scripts}`, {
    headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE.header, "X-Route": "fact" },
  });
const kept = (size: number, scripts = "") => toKeptPage(page(size, scripts), PUBLIC_PAGE, 0, "Accept-Encoding, Cookie");
const chars = (text: string) => text.length * 2;

/** What `keptBytes` must say of a page, summed from its parts here rather than by the code under test. */
function expectedBytes(entry: KeptPage, key: string): number {
  const headers = entry.headers.reduce((sum, [name, value]) => sum + chars(name) + chars(value), 0);
  const hashes = [...entry.inlineSources.scripts, ...entry.inlineSources.styles].reduce((sum, hash) => sum + chars(hash), 0);
  return ENTRY_OVERHEAD_BYTES + chars(key) + headers + entry.bodies.br.length + hashes;
}

describe("the byte count of one kept answer", () => {
  it("is its key, its headers, its one brotli body, its script hashes and the fixed allowance", async () => {
    const entry = await kept(20 * KB, "<script>go()</script><style>p{}</style>");
    expect(Object.keys(entry.bodies)).toEqual(["br"]);
    expect(entry.inlineSources.scripts).toHaveLength(1);
    expect(keptBytes(entry, "page|2024|system|/en/fact/x")).toBe(expectedBytes(entry, "page|2024|system|/en/fact/x"));
  });

  it("counts the body at its own length, not the memory behind a pooled or oversized buffer", async () => {
    const entry = await kept(8 * KB);
    expect(entry.bodies.br.buffer.byteLength).toBe(entry.bodies.br.length);
    expect(keptBytes(entry, "k") - keptBytes({ ...entry, bodies: { br: Buffer.alloc(0) } }, "k")).toBe(entry.bodies.br.length);
  });

  it("counts a template by its parts, which together are the whole rendered body", async () => {
    const body = `<p>${"검".repeat(300)}</p><script nonce="N0NCE">x()</script>`;
    const template = await toNonceTemplate(new Response(body, { headers: { "Content-Type": "text/html" } }), "N0NCE");
    const headers = template.headers.reduce((sum, [name, value]) => sum + chars(name) + chars(value), 0);
    const parts = Buffer.byteLength(body) - Buffer.byteLength("N0NCE");
    expect(keptBytes(template, "template|q")).toBe(ENTRY_OVERHEAD_BYTES + chars("template|q") + headers + parts);
  });
});

describe("the bytes the kept pages hold", () => {
  it("are the sum of their entries' counts, as entries are kept, replaced and expire", async () => {
    const store = new KeptPages({ totalBytes: 4 * 1024 * KB, queryBytes: 1024 * KB });
    const [a, b, c] = await Promise.all([kept(10 * KB), kept(30 * KB), kept(5 * KB)]);
    store.set("pages", "a", a);
    store.set("pages", "b", b);
    store.set("queries", "c", c);
    expect(store.bytesInUse).toBe(expectedBytes(a, "a") + expectedBytes(b, "b") + expectedBytes(c, "c"));
    // Kept again under the same key: the old entry's bytes are given back.
    store.set("pages", "a", c);
    expect(store.bytesInUse).toBe(expectedBytes(c, "a") + expectedBytes(b, "b") + expectedBytes(c, "c"));
    // An expired entry is dropped when asked for, and its bytes with it.
    store.set("pages", "soon", { ...a, expiresAt: 1_000 });
    expect(store.get("pages", "soon", 2_000)).toBeUndefined();
    expect(store.bytesInUse).toBe(expectedBytes(c, "a") + expectedBytes(b, "b") + expectedBytes(c, "c"));
  });

  it("never exceed a partition's share of the bound: the least recent entries go, and are counted as evicted", async () => {
    const store = new KeptPages({ totalBytes: 200 * KB, queryBytes: 50 * KB });
    const entries = await Promise.all(Array.from({ length: 12 }, () => kept(20 * KB)));
    entries.forEach((entry, i) => store.set("pages", `page-${i}`, entry));
    const each = expectedBytes(entries[0]!, "page-0");
    // The pages partition (200 KB less 50 KB for queries) holds as many whole entries as their counts allow.
    const fit = Math.floor((150 * KB) / each);
    expect(store.count("pages")).toBe(fit);
    expect(store.bytesInUse).toBeLessThanOrEqual(150 * KB);
    expect(store.evictions).toBe(12 - fit);
    expect(store.get("pages", "page-0", 0)).toBeUndefined();
    expect(store.get("pages", "page-11", 0)).toBeDefined();
  });

  it("keep queries from pushing out pages, and refuse an entry larger than its partition", async () => {
    const store = new KeptPages({ totalBytes: 200 * KB, queryBytes: 50 * KB });
    store.set("pages", "fact", await kept(20 * KB));
    const before = store.bytesInUse;
    for (let i = 0; i < 20; i++) store.set("queries", `q-${i}`, await kept(10 * KB));
    expect(store.get("pages", "fact", 0)).toBeDefined();
    expect(store.bytesInUse - before).toBeLessThanOrEqual(50 * KB);
    const huge = await kept(90 * KB);
    expect(keptBytes(huge, "huge")).toBeGreaterThan(50 * KB);
    const held = store.bytesInUse;
    store.set("queries", "huge", huge);
    expect(store.get("queries", "huge", 0)).toBeUndefined();
    expect(store.bytesInUse).toBeLessThanOrEqual(held);
  });
});
