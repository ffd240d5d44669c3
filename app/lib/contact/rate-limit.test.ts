import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows `limit` hits per window, then says how long until the oldest ages out", () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.hit("a", 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.hit("a", 10_000).allowed).toBe(true);
    expect(limiter.hit("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit("b", 20_000).allowed).toBe(true);
    expect(limiter.hit("a", 60_000).allowed).toBe(true);
  });
});
