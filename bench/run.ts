// npm run bench: measures the production server against express.static serving the exact same bytes,
// in one run on this machine, and prints a table (also bench/results.json). Not a test; not run in CI.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import express from "express";
import { compiledFileName, loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { normalizeQuery } from "../app/lib/search/normalize";
import { searchFacts } from "../app/lib/search/search-facts";
import { searchIndex } from "../app/lib/search/search-index";
import { freePort } from "../test/support/ports";
import { writeSyntheticCatalogue } from "./synthetic-catalogue";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds per case, ours and the baseline taking turns; each figure is the median round (by requests/s). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const URLS = {
  fact: "/en/fact/space/venus-day-longer-than-year",
  blog: "/ko/blog?page=2",
  home: "/en",
  search: "/en/search?query=moon",
  // Not a target: every request asks a query never asked before (two words of the catalogue's titles, in
  // an order not yet sent), so none is answered from a stored template: the cost of a new query. Unknown
  // parameters no longer make a URL new (ADR 010), so the query itself has to change.
  "search (new URL each request)": "/en/search",
};
const UNIQUE_URLS = new Set<keyof typeof URLS>(["search (new URL each request)"]);
const TARGETS: Partial<Record<keyof typeof URLS, number>> = { fact: 1, blog: 1, home: 0.8, search: 0.25 };

/** Spawns the production server and times spawn → first 200 on `probe` (a page of that catalogue). */
async function startServer(
  env: Record<string, string>,
  probe: string = URLS.fact,
): Promise<{ child: ChildProcess; base: string; coldStartMs: number; log: () => string }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server.js"], {
    // The heap flags npm start and the Dockerfile use, so the bench measures what runs in production.
    env: {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: "--max-semi-space-size=8 --max-old-space-size=256",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${base}${probe}`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error("server exited");
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, base, coldStartMs: Math.round(performance.now() - started), log: () => log };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Queries never sent before: pairs of words from the catalogue's English titles. */
const TITLE_WORDS = [
  ...new Set(loadCatalogue("data").facts.flatMap((f) => (f.translations.en?.title ?? "").toLowerCase().match(/[a-z]{4,}/g) ?? [])),
];
let uniqueSeq = 0;
function newQuery(): string {
  const n = uniqueSeq++;
  const first = TITLE_WORDS[n % TITLE_WORDS.length]!;
  const second = TITLE_WORDS[Math.floor(n / TITLE_WORDS.length) % TITLE_WORDS.length]!;
  return encodeURIComponent(`${first} ${second}`);
}

type Run = Awaited<ReturnType<typeof load>>;
const medianRun = (runs: Run[]): Run => [...runs].sort((x, y) => x.rps - y.rps)[Math.floor(runs.length / 2)]!;

/** Loads `url` for DURATION seconds; with `uniqueUrls`, each request asks a query never asked before. */
async function load(url: string, connections: number, uniqueUrls = false) {
  const requests = uniqueUrls
    ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `${req.path ?? ""}?query=${newQuery()}` }) }]
    : undefined;
  const r = await autocannon({ url, connections, duration: DURATION, ...(requests ? { requests } : {}) });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const only = process.env.BENCH_ONLY; // "pages" or "scale" to run one half
  let rows: Record<string, unknown>[] = [];
  let cold = { coldStartMs: 0, rss: 0 };
  if (only !== "scale") ({ rows, cold } = await benchPages());
  if (only === "pages") return;
  await benchScale(rows, cold);
}

async function benchPages() {
  // 1. Our server, cold start included.
  const ours = await startServer({});
  // 2. Capture the exact bytes it answers, and serve them with express.static as the baseline.
  const dir = mkdtempSync(path.join(tmpdir(), "curio-bench-"));
  const files: Record<string, string> = {};
  for (const [name, url] of Object.entries(URLS) as [keyof typeof URLS, string][]) {
    // The new-query row's baseline serves a results page of the same size as the others'.
    const body = await (await fetch(ours.base + url + (UNIQUE_URLS.has(name) ? "?query=moon" : ""))).text();
    const file = `${name.replace(/\W+/g, "-")}.html`;
    writeFileSync(path.join(dir, file), body);
    files[name] = `/${file}`;
  }
  const baselineApp = express();
  baselineApp.disable("x-powered-by");
  baselineApp.use(express.static(dir));
  const baseline: Server = await new Promise((r) => {
    const s = baselineApp.listen(0, "127.0.0.1", () => r(s));
  });
  const baselineBase = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`;

  const rows: Record<string, unknown>[] = [];
  for (const [name, url] of Object.entries(URLS) as [keyof typeof URLS, string][]) {
    for (const connections of [10, 50]) {
      const fresh = UNIQUE_URLS.has(name);
      await load(ours.base + url, connections, fresh); // warm-up and cache fill
      await load(baselineBase + files[name], connections);
      // Alternating rounds, so a drift in the machine's speed weighs on both servers alike.
      const a: Run[] = [];
      const b: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        a.push(await load(ours.base + url, connections, fresh));
        b.push(await load(baselineBase + files[name], connections));
      }
      const [ourRun, staticRun] = [medianRun(a), medianRun(b)];
      rows.push({
        page: name,
        connections,
        "ours rps": ourRun.rps,
        "static rps": staticRun.rps,
        ratio: Number((ourRun.rps / staticRun.rps).toFixed(2)),
        target: TARGETS[name] ?? "reference",
        "ours p50/p99 ms": `${ourRun.p50}/${ourRun.p99}`,
        "static p50/p99 ms": `${staticRun.p50}/${staticRun.p99}`,
        errors: a.reduce((sum, r) => sum + r.errors, 0),
      });
    }
  }
  const rss = rssMb(ours.child.pid!);
  ours.child.kill("SIGTERM");
  baseline.close();
  console.table(rows);
  console.log(`cold start (spawn → first 200): ${ours.coldStartMs} ms (target ≤ 600); RSS after the run: ${rss} MB (target ≤ 200)`);
  return { rows, cold: { coldStartMs: ours.coldStartMs, rss } };
}

async function benchScale(rows: Record<string, unknown>[], cold: { coldStartMs: number; rss: number }) {
  // 3. Scale: a synthetic catalogue of 10,000 bilingual facts.
  const synthetic = mkdtempSync(path.join(tmpdir(), "curio-synthetic-"));
  const bigFact = `/en${writeSyntheticCatalogue(synthetic, 10_000)}`;
  // The first start validates the sources and compiles them into build/catalogue; later ones read that (ADR 009).
  // The synthetic catalogue is the same in every run: drop an earlier run's compiled form, as a data change would.
  rmSync(path.join("build/catalogue", compiledFileName(synthetic)), { force: true });
  const first = await startServer({ CATALOGUE_DIR: synthetic, LOG_LEVEL: "info" }, bigFact);
  while (!first.log().includes("catalogue compiled into")) {
    if (first.child.exitCode !== null) throw new Error("server exited before compiling its catalogue");
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop(first.child);
  const starts: number[] = [];
  let big = first;
  for (let i = 0; i < 3; i++) {
    if (i > 0) await stop(big.child);
    big = await startServer({ CATALOGUE_DIR: synthetic }, bigFact);
    starts.push(big.coldStartMs);
  }
  const startupMs = starts.sort((a, b) => a - b)[1]!;
  await load(big.base + bigFact, 50);
  const bigRun = await load(big.base + bigFact, 50);
  const sitemapStart = performance.now();
  const sitemap = await fetch(`${big.base}/sitemap.xml`).then((r) => r.text());
  const sitemapMs = Math.round(performance.now() - sitemapStart);
  const sitemapAgainStart = performance.now();
  await fetch(`${big.base}/sitemap.xml`).then((r) => r.text());
  const sitemapAgainMs = Math.round(performance.now() - sitemapAgainStart);
  const bigRss = rssMb(big.child.pid!);
  big.child.kill("SIGTERM");
  console.log(
    `10,000 facts: start-up ${startupMs} ms, median of ${starts.join(" / ")} (target < 1000); first start after a change (validates the sources, compiles them after): ${first.coldStartMs} ms (target < 2000); RSS ${bigRss} MB (target < 400); fact page ${bigRun.rps} rps at 50 connections, p99 ${bigRun.p99} ms; sitemap ${Math.round(sitemap.length / 1024)} KB first ${sitemapMs} ms, then ${sitemapAgainMs} ms`,
  );

  // 4. Search over the synthetic catalogue, one core, in process.
  const catalogue = loadCatalogue(synthetic);
  const indexStart = performance.now();
  const index = searchIndex(catalogue);
  const indexMs = Math.round(performance.now() - indexStart);
  const queries = ["moon", "honey", "shark teeth", "ㅎㄴ", "꿀", "우주", "ancient", "sharks", "빛의 속도", "xyzzy", "the", "ocean water"];
  const times: number[] = [];
  for (let round = 0; round < 20; round++)
    for (const q of queries) {
      const t = performance.now();
      searchFacts(index, /[가-힣ㄱ-ㅎ]/.test(q) ? "ko" : "en", normalizeQuery(q));
      times.push(performance.now() - t);
    }
  times.sort((x, y) => x - y);
  const median = times[Math.floor(times.length / 2)]!;
  const p99 = times[Math.floor(times.length * 0.99)]!;
  console.log(`search over 10,000 facts: index ${indexMs} ms; median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (targets 5 / 20)`);

  mkdirSync("bench", { recursive: true });
  writeFileSync(
    "bench/results.json",
    `${JSON.stringify({ when: new Date().toISOString(), durationSeconds: DURATION, rounds: ROUNDS, pages: rows, coldStartMs: cold.coldStartMs, rssMb: cold.rss, scale: { facts: 10_000, startupMs, firstStartupMs: first.coldStartMs, rssMb: bigRss, factRps: bigRun.rps, factP99: bigRun.p99, sitemapMs, sitemapAgainMs }, search: { indexMs, medianMs: median, p99Ms: p99 } }, null, 2)}\n`,
  );
  console.log("wrote bench/results.json");
}

await main();
