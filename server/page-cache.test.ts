import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import { sharedFreshnessSeconds, toCachedPage } from "./render-cache";

const MB = 1024 * 1024;
const html = (cacheControl: string) =>
  new Response("<p>today</p>", { headers: { "Content-Type": "text/html", "Cache-Control": cacheControl } });
const at = (iso: string) => Date.parse(iso);

describe("kept answers expire at their freshness lifetime", () => {
  it("keeps an answer until its s-maxage has passed, by the clock it is given, then drops it", async () => {
    const cache = new PageCache({ totalBytes: 4 * MB, queryBytes: MB });
    const rendered = at("2026-11-23T14:00:00Z");
    cache.set("pages", "today", await toCachedPage(html("public, max-age=3600, s-maxage=3600"), rendered));
    expect(cache.get("pages", "today", at("2026-11-23T14:59:59.999Z"))).toBeDefined();
    expect(cache.get("pages", "today", at("2026-11-23T15:00:00Z"))).toBeUndefined();
    // Dropped, not just hidden: the next render takes its place.
    expect(cache.count("pages")).toBe(0);
  });

  it("keeps an answer without max-age or s-maxage for as long as memory allows", async () => {
    const cache = new PageCache({ totalBytes: 4 * MB, queryBytes: MB });
    cache.set("pages", "home", await toCachedPage(html("private, no-cache"), 0));
    expect(cache.get("pages", "home", at("2099-01-01T00:00:00Z"))).toBeDefined();
  });

  it("dates the kept answer, so its Age can be sent", async () => {
    const page = await toCachedPage(html("public, max-age=60"), 1_000);
    expect(page.storedAt).toBe(1_000);
    expect(page.expiresAt).toBe(61_000);
  });
});

describe("sharedFreshnessSeconds", () => {
  it.each([
    ["public, max-age=300, s-maxage=3600, stale-while-revalidate=86400", 3600],
    ["public, max-age=120", 120],
    ["public, s-maxage=0", 0],
    ['public, max-age="45"', 45],
    ["PUBLIC, S-MAXAGE=7", 7],
    ["private, no-cache", undefined],
    ["no-store", undefined],
    [null, undefined],
  ])("%j → %j", (header, seconds) => expect(sharedFreshnessSeconds(header)).toBe(seconds));
});
