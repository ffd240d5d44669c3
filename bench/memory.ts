// npm run bench:memory: the server's memory under the loads of the cache-integrity issue (#15), measured on
// the production build: RSS at rest, after 20,000 unique suggestion URLs, after 3,000 unique 8 KB URLs and
// after 60 s of mixed load at 50 connections (facts, blog, home, new searches, bad URLs), with the peak
// sampled every 100 ms. Prints a table and writes bench/memory-results.json. Not a test; not run in CI.
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { rssMb as rssMbExact, spawnProductionServer } from "../test/support/production-server";

const rssMb = (pid: number) => Math.round(rssMbExact(pid));

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
  const { child, base } = await spawnProductionServer();
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
  record(
    `${MIXED_SECONDS} s mixed load, 50 connections`,
    await send(
      base,
      (n) =>
        [
          facts[n % facts.length]!,
          `/ko/blog?page=${(n % 32) + 1}`,
          n % 2 ? "/en" : `/ko?after=${encodeURIComponent(catalogue.facts[n % catalogue.facts.length]!.path)}`,
          `/en/search?query=${encodeURIComponent(`${words[n % words.length]} ${words[(n * 7) % words.length]}`)}&n=${n}`,
          `/en/search?query=${encodeURIComponent(words[n % words.length]!)}${n}`,
          `/en/fact/space/%E0%A4%A${n}`,
          `/xx/${n}`,
        ][n % 7]!,
      { duration: MIXED_SECONDS, connections: 50 },
    ),
  );
  clearInterval(sampler);
  child.kill("SIGTERM");
  console.table(rows);
  const over = rows.filter((r) => r.peakMb > LIMIT_MB || r.s5xx > 0);
  console.log(over.length ? `OVER: peak above ${LIMIT_MB} MB or 5xx answers` : `all under ${LIMIT_MB} MB, no 5xx`);
  const after = rows.filter((r) => r.rssMb > TARGET_MB);
  console.log(
    after.length ? `RSS above ${TARGET_MB} MB after: ${after.map((r) => r.step).join(", ")}` : `RSS ≤ ${TARGET_MB} MB after every step`,
  );
  writeFileSync("bench/memory-results.json", `${JSON.stringify({ date: new Date().toISOString(), limitMb: LIMIT_MB, rows }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
