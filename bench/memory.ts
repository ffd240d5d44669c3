// npm run bench:memory: the server's memory under the loads of the cache-integrity issue (#15) and of issue
// #31, measured on the production build at its defaults: RSS at rest, after 20,000 unique suggestion URLs,
// after 3,000 unique 8 KB URLs, after every sitemap address twice in order, after 10,000 made-up addresses and
// after 60 s of mixed load at 50 connections (facts, blog, home, new searches, bad URLs), with the peak
// sampled every 100 ms. With several workers (WEB_CONCURRENCY, one per CPU by default) every figure is the
// largest process's. `npm run bench:memory -- --soak` (or MEMORY_SOAK_MINUTES=15) then runs 15 minutes more
// of mixed load: RSS must still be ≤ 200 MB per process. Prints a table and writes bench/memory-results.json.
// Not a test; not run in CI.
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { freePort } from "../test/support/ports";
import { rssMb as rssMbExact, spawnProductionServer } from "../test/support/production-server";

/** The server's processes: the one process, or the cluster primary and its workers (Linux). */
function processes(pid: number): number[] {
  let children: string;
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
  } catch {
    console.error(`bench:memory: the server (pid ${pid}) is gone; its figures would mean nothing`);
    process.exit(1);
  }
  return [pid, ...children.trim().split(/\s+/).filter(Boolean).map(Number)];
}
/** The largest RSS of the server's processes, in MB: the figure each must stay under. */
const rssMb = (pid: number) => Math.round(Math.max(...processes(pid).map((p) => rssMbExact(p))));
const SOAK_MINUTES = Number(process.env.MEMORY_SOAK_MINUTES ?? (process.argv.includes("--soak") ? 15 : 0));

const MIXED_SECONDS = Number(process.env.MEMORY_MIXED_SECONDS ?? 60);
const LIMIT_MB = 256;
/** RSS once a load is over (issue #21): after the bench and after the mixed load. */
const TARGET_MB = 200;

/** Sends `amount` requests (or runs `duration` seconds), each path from `pathFor(n)`. */
async function send(base: string, pathFor: (n: number) => string, options: { amount?: number; duration?: number; connections: number }) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathFor(n++) }) }],
  });
  return { requests: result.requests.total, errors: result.errors, s5xx: result["5xx"] };
}

async function main() {
  const catalogue = loadCatalogue("data");
  const facts = catalogue.facts.flatMap((f) => (["en", "ko"] as const).filter((l) => f.translations[l]).map((l) => `/${l}${f.path}`));
  const words = [...new Set(catalogue.facts.flatMap((f) => (f.translations.en?.title ?? "").toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  // At the defaults of a Node host: one worker per CPU, unless WEB_CONCURRENCY says otherwise.
  const workers = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
  console.log(`WEB_CONCURRENCY=${workers}`);
  const metricsPort = await freePort();
  const { child, base } = await spawnProductionServer({ WEB_CONCURRENCY: workers, METRICS_PORT: String(metricsPort) });
  // A cluster answers its first request before every worker listens: let them all start.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const pid = child.pid!;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const rows: { step: string; rssMb: number; peakMb: number; requests: number; s5xx: number }[] = [];
  const record = (step: string, r: { requests: number; s5xx: number }) => {
    const rss = rssMb(pid);
    peak = Math.max(peak, rss);
    rows.push({ step, rssMb: rss, peakMb: peak, requests: r.requests, s5xx: r.s5xx });
  };
  record("at rest", { requests: 0, s5xx: 0 });
  record("20,000 unique suggestion URLs", await send(base, (n) => `/en/search/suggest?query=zq${n}`, { amount: 20_000, connections: 10 }));
  const pad = "p".repeat(8000);
  record(
    "3,000 unique 8 KB URLs",
    await send(
      base,
      (n) =>
        [
          `${facts[n % facts.length]}?utm_source=${n}&pad=${pad}`,
          `/en/search?query=${encodeURIComponent(`${words[n % words.length]} ${n}`)}&pad=${pad}`,
          `/en/search/suggest?query=${n}${"q".repeat(90)}&pad=${pad}`,
          `/en/no-such-page-${n}-${pad}`,
        ][n % 4]!,
      { amount: 3_000, connections: 10 },
    ),
  );
  // Every address of the sitemap, twice in order (the crawler of issue #31).
  const sitemap = await fetch(`${base}/sitemap.xml`).then((r) => r.text());
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
  record(
    `sitemap sweep (${addresses.length} addresses, twice)`,
    await send(base, (n) => addresses[n % addresses.length]!, { amount: addresses.length * 2, connections: 8 }),
  );
  // 10,000 made-up addresses: every variant issue #31 names, random queries and suggestions.
  record(
    "10,000 made-up addresses",
    await send(
      base,
      (n) => {
        const fact = facts[n % facts.length]!;
        return [
          `/en/blog?page=${n}x`,
          `/en/blog?category=SPACE${n}`,
          fact.toUpperCase(),
          `${fact}/`,
          `${fact}.data?_routes=${n}`,
          `/en/search?query=${encodeURIComponent(`${words[n % words.length]} zz${n}`)}`,
          `/ko/search/suggest?query=${n}`,
          `/en/blog?page=${n}.data`,
        ][n % 8]!;
      },
      { amount: 10_000, connections: 8 },
    ),
  );
  const mixed = (n: number) =>
    [
      facts[n % facts.length]!,
      `/ko/blog?page=${(n % 32) + 1}`,
      n % 2 ? "/en" : `/ko?after=${encodeURIComponent(catalogue.facts[n % catalogue.facts.length]!.path)}`,
      `/en/search?query=${encodeURIComponent(`${words[n % words.length]} ${words[(n * 7) % words.length]}`)}&n=${n}`,
      `/en/search?query=${encodeURIComponent(words[n % words.length]!)}${n}`,
      `/en/fact/space/%E0%A4%A${n}`,
      `/xx/${n}`,
    ][n % 7]!;
  record(`${MIXED_SECONDS} s mixed load, 50 connections`, await send(base, mixed, { duration: MIXED_SECONDS, connections: 50 }));
  if (SOAK_MINUTES > 0)
    record(
      `soak: ${SOAK_MINUTES} min more mixed load, 50 connections`,
      await send(base, mixed, { duration: SOAK_MINUTES * 60, connections: 50 }),
    );
  const perProcess = processes(pid).map((p) => Math.round(rssMbExact(p)));
  // Where the memory is, summed over the workers: V8's heap and memory outside it (Buffers).
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const mb = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, "m").exec(metrics)?.[1] ?? NaN) / 2 ** 20);
  const heap = {
    heapTotalMb: mb("nodejs_heap_size_total_bytes"),
    heapUsedMb: mb("nodejs_heap_size_used_bytes"),
    externalMb: mb("nodejs_external_memory_bytes"),
  };
  clearInterval(sampler);
  child.kill("SIGTERM");
  console.table(rows);
  console.log(`RSS per process at the end (primary first when a cluster): ${perProcess.join(" / ")} MB`);
  console.log(
    `summed over the workers: V8 heap ${heap.heapUsedMb} MB used of ${heap.heapTotalMb} MB, external ${heap.externalMb} MB` +
      (process.env.MALLOC_ARENA_MAX ? ` (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX})` : ""),
  );
  const over = rows.filter((r) => r.peakMb > LIMIT_MB || r.s5xx > 0);
  console.log(over.length ? `OVER: peak above ${LIMIT_MB} MB or 5xx answers` : `all under ${LIMIT_MB} MB, no 5xx`);
  const after = rows.filter((r) => r.rssMb > TARGET_MB);
  console.log(
    after.length ? `RSS above ${TARGET_MB} MB after: ${after.map((r) => r.step).join(", ")}` : `RSS ≤ ${TARGET_MB} MB after every step`,
  );
  writeFileSync(
    "bench/memory-results.json",
    `${JSON.stringify({ date: new Date().toISOString(), limitMb: LIMIT_MB, env: { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX }, rows, perProcessMb: perProcess, heap }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
