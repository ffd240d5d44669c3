import fc from "fast-check";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../support/built-server";
import { FULL_SWEEP, SWEEP_SEED } from "../support/sweep";

// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

const segment = fc.oneof(
  fc.constantFrom(
    "en",
    "ko",
    "fr",
    "fact",
    "blog",
    "search",
    "science",
    "honey-never-spoils",
    "..",
    ".",
    "%2e%2e",
    "%00",
    "%E0%A4%A",
    "%",
    "assets",
    "og",
    "sitemaps",
    "language",
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme", maxLength: 6 }).map(encodeURIComponent),
);
const path = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
const query = fc.option(
  fc.dictionary(
    fc.constantFrom("query", "page", "category", "after", "to", "sent", "x"),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("-1", "0", "99999", "1e9", "<script>", "%", "")),
    { maxKeys: 3 },
  ),
);
const headers = fc.record({
  "accept-language": fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("ko-KR,ko;q=0.9", "*;q=0", "en;q=abc")),
  cookie: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("lang=ko", "lang=", "lang=%%")),
  "accept-encoding": fc.constantFrom("gzip", "br", "identity", "br;q=0, gzip;q=0", "*", ""),
  "if-none-match": fc.oneof(fc.string({ maxLength: 30 }), fc.constant("*")),
});

describe("random requests to the production server", () => {
  it("never get a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(path, query, headers, async (p, q, h) => {
        const search = q ? `?${new URLSearchParams(q).toString()}` : "";
        const res = await request(app)
          .get(p + search)
          .set(Object.fromEntries(Object.entries(h).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))));
        expect(res.status, p + search).toBeLessThan(500);
      }),
      // 300 runs with the run's seed (fast-check prints it and the shrunk request on failure); CURIO_FULL=1: 2000.
      { numRuns: FULL_SWEEP ? 2000 : 300, seed: Number(SWEEP_SEED) },
    );
  }, 120_000);
});
