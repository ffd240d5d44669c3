import { describe, expect, it } from "vitest";
import { KeptPages } from "./store";
import { toKeptPage } from "./page";
import { PRIVATE_REVALIDATE, untilSeoulMidnight, type CachePolicy } from "../../app/lib/http/cache-control";

const MB = 1024 * 1024;
const html = (policy: CachePolicy) =>
  new Response("<p>today</p>", { headers: { "Content-Type": "text/html", "Cache-Control": policy.header } });
const at = (iso: string) => Date.parse(iso);

describe("kept answers expire at their freshness lifetime", () => {
  it("keeps an answer until its route's shared lifetime has passed, by the clock it is given, then drops it", async () => {
    const cache = new KeptPages({ totalBytes: 4 * MB, queryBytes: MB });
    const rendered = at("2026-11-23T14:00:00Z");
    const today = untilSeoulMidnight(new Date(rendered));
    cache.set("pages", "today", await toKeptPage(html(today), today, rendered));
    expect(cache.get("pages", "today", at("2026-11-23T14:59:59.999Z"))).toBeDefined();
    expect(cache.get("pages", "today", at("2026-11-23T15:00:00Z"))).toBeUndefined();
    // Dropped, not just hidden: the next render takes its place.
    expect(cache.count("pages")).toBe(0);
  });

  it("keeps an answer whose policy gives no lifetime for as long as memory allows", async () => {
    const cache = new KeptPages({ totalBytes: 4 * MB, queryBytes: MB });
    cache.set("pages", "home", await toKeptPage(html(PRIVATE_REVALIDATE), PRIVATE_REVALIDATE, 0));
    expect(cache.get("pages", "home", at("2099-01-01T00:00:00Z"))).toBeDefined();
  });

  it("dates the kept answer, so its Age can be sent", async () => {
    const minute: CachePolicy = { header: "public, max-age=60", shared: true, kept: true, sharedSeconds: 60 };
    const page = await toKeptPage(html(minute), minute, 1_000);
    expect(page.storedAt).toBe(1_000);
    expect(page.expiresAt).toBe(61_000);
  });
});

describe("which answers are admitted", () => {
  it("keeps every page, and a query's answer only the second time its key is asked", () => {
    const cache = new KeptPages({ totalBytes: 4 * MB, queryBytes: MB });
    expect(cache.admits("pages", "page|fact")).toBe(true);
    expect(cache.admits("queries", "search|moon")).toBe(false);
    expect(cache.admits("queries", "search|shark")).toBe(false);
    expect(cache.admits("queries", "search|moon")).toBe(true);
    // Once admitted, the key starts over: its answer is in the cache, and if pushed out it must be asked twice again.
    expect(cache.admits("queries", "search|moon")).toBe(false);
  });

  it("forgets the oldest one-off queries first, within its bound", () => {
    const cache = new KeptPages({ totalBytes: 4 * MB, queryBytes: MB });
    cache.admits("queries", "search|first");
    for (let i = 0; i < 10_000; i++) cache.admits("queries", `search|one-off-${i}`);
    expect(cache.admits("queries", "search|first")).toBe(false);
    expect(cache.admits("queries", "search|one-off-9999")).toBe(true);
  });

  it("bounds the keys it remembers by their size as well as their number", () => {
    const cache = new KeptPages({ totalBytes: 4 * MB, queryBytes: MB });
    const long = (i: number) => `search|${String(i).padStart(8, "0")}${"q".repeat(4000)}`;
    for (let i = 0; i < 300; i++) cache.admits("queries", long(i));
    // 8 KB a key: 2 MB holds about 250 of them, so the first ones were forgotten.
    expect(cache.admits("queries", long(0))).toBe(false);
    expect(cache.admits("queries", long(299))).toBe(true);
  });
});
