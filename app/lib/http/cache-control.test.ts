import { describe, expect, it } from "vitest";
import { cacheHeaders, PRIVATE_REVALIDATE, PUBLIC_PAGE, untilSeoulMidnight, type CachePolicy } from "./cache-control";

describe("cache policies", () => {
  it("writes the header from the policy it hands the server, so the two cannot disagree", () => {
    const declared: CachePolicy[] = [];
    const context = { declareCache: (policy: CachePolicy) => void declared.push(policy) };
    expect(cacheHeaders(context, PUBLIC_PAGE)).toEqual({ "Cache-Control": PUBLIC_PAGE.header });
    expect(cacheHeaders(context, PRIVATE_REVALIDATE)).toEqual({ "Cache-Control": "private, no-cache" });
    expect(declared).toEqual([PUBLIC_PAGE, PRIVATE_REVALIDATE]);
  });

  it("keeps the day's answers exactly until Seoul midnight, never stale after it", () => {
    // 23:00 in Seoul: an hour until the day's answers change.
    const today = untilSeoulMidnight(new Date("2026-11-23T14:00:00Z"));
    expect(today).toEqual({ header: "public, max-age=3600, s-maxage=3600", shared: true });
    expect(today.header).not.toContain("stale");
    expect(PRIVATE_REVALIDATE.shared).toBe(false);
  });
});
