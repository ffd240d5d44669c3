import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports";
import { startBuiltServer, type BuiltServer } from "../support/built-server";
import { rssMb } from "../support/production-server";

// The page cache's bound holds in the real process (build/server.js with the production heap flags). A query's
// answer is kept only on its second ask (ADR 021), so every URL here is asked twice: the first ask is remembered,
// the second keeps the answer. The URLs are suggestions for Korean queries of the longest length kept: small
// bodies under long keys and a full set of headers, which is where a count of body bytes alone (the old count:
// bodies + 512 bytes, no key, no headers) is furthest from what an entry holds. With the real count, the query
// partition holds its bound and RSS grows by at most the bound plus heap slack; with the old count the same
// URLs keep several times as many entries and RSS grows well past it. Measured (2026-11-27): +4 MB with the real
// count, and +8.x MB once while the whole suite loaded the machine (so the margin is 8, not 6); +16 MB, failing,
// with keptBytes in build/server.js changed back to the old count (512 + body bytes).
const CACHE_MB = 8;
const QUERY_MB = 2;
const MARGIN_MB = 8;
/** Queries asked twice: enough to fill the partition about four times over at the old count. */
const UNIQUE = 4_500;
/** Queries asked once before measuring: more than the list of queries asked once holds (2 MB of keys). */
const WARM_UP = 1_500;

let server: BuiltServer;
let metrics = "";
beforeAll(async () => {
  const metricsPort = await freePort();
  server = await startBuiltServer({
    RENDER_CACHE_MB: String(CACHE_MB),
    SEARCH_CACHE_MB: String(QUERY_MB),
    METRICS_PORT: String(metricsPort),
  });
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
});
afterAll(() => server?.close());

/** A Korean query of 100 syllables (the most a query keeps), different for every `n`. */
function koreanQuery(n: number, salt: number): string {
  let text = "";
  for (let i = 0, x = n * 7919 + salt; i < 100; i++, x = (x * 48271 + i) % 2_147_483_647)
    text += String.fromCharCode(0xac00 + (x % 11_172));
  return text;
}
const suggestion = (n: number, salt: number) => `/ko/search/suggest?query=${encodeURIComponent(koreanQuery(n, salt))}`;

async function send(amount: number, pathFor: (k: number) => string) {
  let k = 0;
  return autocannon({
    url: server.url,
    connections: 4,
    amount,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathFor(k++) }) }],
  });
}

const sample = (text: string, name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? NaN);

describe("memory under unique queries, each asked twice", () => {
  it("stays within the query partition's bound plus a margin, with the partition full", async () => {
    // Warm-up: the same kind of URL asked once each. Nothing is kept, but the code paths run, the heap settles
    // and the list of queries asked once fills to its own bound, so what grows afterwards is the kept answers.
    const warmUp = await send(WARM_UP, (k) => suggestion(k, 1));
    expect(warmUp.non2xx).toBe(0);
    const before = await (await fetch(metrics)).text();
    expect(sample(before, "curio_render_cache_bytes")).toBeLessThan(1024 * 1024);
    const warm = rssMb(server.pid);

    const result = await send(2 * UNIQUE, (k) => suggestion(Math.floor(k / 2), 2));
    const after = rssMb(server.pid);
    const text = await (await fetch(metrics)).text();
    const kept = sample(text, "curio_render_cache_bytes");
    console.log(
      `RSS ${warm.toFixed(0)} MB warm → ${after.toFixed(0)} MB after ${UNIQUE} queries asked twice (query bound ${QUERY_MB} MB, counted ${(kept / 1024 / 1024).toFixed(1)} MB)`,
    );
    expect(result.non2xx).toBe(0);
    // The second asks were kept, up to the bound and past it (entries pushed out): the bound was really reached.
    expect(kept).toBeGreaterThan(0.9 * QUERY_MB * 1024 * 1024);
    expect(sample(text, "curio_render_cache_evictions_total")).toBeGreaterThan(0);
    expect(after - warm).toBeLessThan(QUERY_MB + MARGIN_MB);
  }, 300_000);
});
