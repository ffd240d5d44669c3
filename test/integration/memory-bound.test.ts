import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rssMb, spawnProductionServer } from "../support/production-server";

// The page cache's bound holds in the real process: 5,000 unique URLs (suggestions, searches, pages with
// unknown parameters) against a production server with a 16 MB cache may grow its RSS by the bound plus a
// margin for the heap's own slack (measured: +28 MB), not by what the entries hold when counted wrongly
// (with the old count, bodies + 512 bytes and compressed copies in zlib's chunks: +64 MB, which fails).
const CACHE_MB = 16;
const MARGIN_MB = 30;

let child: ChildProcess;
let base = "";
beforeAll(async () => {
  ({ child, base } = await spawnProductionServer({ RENDER_CACHE_MB: String(CACHE_MB), SEARCH_CACHE_MB: "8" }));
}, 30_000);
afterAll(() => {
  child.kill("SIGTERM");
});

async function send(amount: number, pathFor: (n: number) => string) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 8,
    amount,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathFor(n++) }) }],
  });
  return result;
}

describe("memory under unique URLs", () => {
  it("stays within the cache bound plus a margin", async () => {
    const mixed = (n: number) =>
      [
        `/en/search/suggest?query=zq${n}`,
        `/en/search?query=${n}qq&ref=${"r".repeat(2000)}`,
        `/en/fact/space/venus-day-longer-than-year?utm_source=${n}`,
        `/ko/search/suggest?query=${n}${"x".repeat(90)}`,
      ][n % 4]!;
    // Warm-up on four fixed URLs: the code paths run and the heap settles, but the cache holds four entries.
    await send(1_000, (n) => mixed(n % 4));
    const warm = rssMb(child.pid!);
    const result = await send(5_000, mixed);
    const after = rssMb(child.pid!);
    console.log(`RSS ${warm.toFixed(0)} MB warm → ${after.toFixed(0)} MB after 5,000 unique URLs (cache bound ${CACHE_MB} MB)`);
    expect(result.non2xx).toBe(0);
    expect(after - warm).toBeLessThan(CACHE_MB + MARGIN_MB);
  }, 120_000);
});
