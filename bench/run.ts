// npm run bench: the cost of a render, this checkout against e14bdd0 (the build before one page per address and
// cheap renders, issues 47 and 48), both built on this machine and served side by side in one run: one worker
// each, no cache in front (e14bdd0 with its page cache off, RENDER_CACHE_MB=0), rounds alternating between the
// two so that a drift in the machine weighs on both alike. Per page type: requests per second and p99 at 10
// connections (target ≥ 3× e14bdd0, p99 no worse), the first HTML gzipped (target ≤ 14 KB), and start-up with
// the real catalogue and with 10,000 synthetic facts (targets ≤ 1 s and ≤ 3 s). Prints a table and writes
// bench/results.json. Not a test; not run in CI (nothing in CI depends on a timing).
//
// The baseline is made once in BENCH_BASELINE_DIR (default: the temp folder): `git archive e14bdd0`, npm ci and
// npm run build there (its share cards copied from this checkout's cache). BENCH_SECONDS (5), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (10) and BENCH_CASES=fact-en,home change the runs.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { freePort } from "../test/support/ports";
import { PRODUCTION_NODE_ARGS, productionEnv } from "../test/support/production-server";
import { writeSyntheticCatalogue } from "./synthetic-catalogue";

const BASELINE = "e14bdd0";
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ?? path.join(tmpdir(), `curio-baseline-${BASELINE}`);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** What a cache in front asks for (Varnish asks the origin for gzip); the compression is part of the cost. */
const ACCEPT_ENCODING = "gzip";
const TARGET_RATIO = 3;
const FIRST_HTML_KB = 14;

/** The page types of issue 48; `fresh` asks a search never asked before on every request. */
const PAGES: { name: string; path: string; fresh?: boolean }[] = [
  { name: "home", path: "/en" },
  { name: "fact-en", path: "/en/fact/space/venus-day-longer-than-year" },
  { name: "fact-ko", path: "/ko/fact/science/honey-never-spoils" },
  { name: "blog", path: "/en/blog" },
  { name: "search (never seen)", path: "/en/search", fresh: true },
  { name: "today", path: "/en/today" },
  { name: "privacy policy", path: "/en/privacy-policy" },
];

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

/** e14bdd0's production build in BASELINE_DIR, made the first time. */
function prepareBaseline(): void {
  if (existsSync(path.join(BASELINE_DIR, "build", "server.js"))) return;
  console.log(`Building ${BASELINE} in ${BASELINE_DIR} (once)…`);
  rmSync(BASELINE_DIR, { recursive: true, force: true });
  mkdirSync(BASELINE_DIR, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", BASELINE], { maxBuffer: 512 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", BASELINE_DIR], { input: archive });
  if (existsSync(".cache/share-cards")) cpSync(".cache/share-cards", path.join(BASELINE_DIR, ".cache/share-cards"), { recursive: true });
  const run = (args: string[]) =>
    execFileSync("npm", args, { cwd: BASELINE_DIR, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  run(["ci", "--no-audit", "--no-fund", "--include=dev"]);
  run(["run", "build"]);
}

interface Running {
  child: ChildProcess;
  base: string;
  startMs: number;
}

/** Starts a production build (this checkout's, or one in `cwd`) as npm start does, timed spawn → first 200 on `probe`. */
async function start(cwd: string, env: Record<string, string>, probe: string): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, PRODUCTION_NODE_ARGS, {
    cwd,
    // Production logs one JSON line per request: the bench pays for it too (to /dev/null).
    env: productionEnv({ PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", WEB_CONCURRENCY: "1", ...env }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${base}${probe}`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server in ${cwd} exited`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, base, startMs: Math.round(performance.now() - started) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface Round {
  rps: number;
  p99: number;
  errors: number;
}

async function load(base: string, page: (typeof PAGES)[number]): Promise<Round> {
  const requests = page.fresh
    ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `${page.path}?query=${newQuery()}` }) }]
    : undefined;
  const r = await autocannon({
    url: base + page.path,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": ACCEPT_ENCODING },
    ...(requests ? { requests } : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first HTML a reader's browser gets, gzipped as the compression step sends it (level 6). */
async function firstHtmlKb(base: string, page: (typeof PAGES)[number]): Promise<number> {
  const url = base + page.path + (page.fresh ? `?query=${newQuery()}` : "");
  const html = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  return gzipSync(html, { level: 6 }).length / 1024;
}

async function startups(cwd: string, env: Record<string, string>, probe: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const running = await start(cwd, env, probe);
    times.push(running.startMs);
    await stop(running.child);
  }
  return median(times);
}

async function main() {
  prepareBaseline();
  const only = process.env.BENCH_CASES?.split(",");
  const pages = PAGES.filter((p) => !only || only.includes(p.name));
  const ours = await start(process.cwd(), {}, PAGES[1]!.path);
  const base = await start(BASELINE_DIR, { RENDER_CACHE_MB: "0" }, PAGES[1]!.path);
  const rows: Record<string, unknown>[] = [];
  for (const page of pages) {
    // Warm-up, not counted: both servers' code for this page compiled and optimised.
    await load(ours.base, page);
    await load(base.base, page);
    const a: Round[] = [];
    const b: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      a.push(await load(ours.base, page));
      b.push(await load(base.base, page));
    }
    const [rps, baseRps] = [median(a.map((r) => r.rps)), median(b.map((r) => r.rps))];
    const [p99, baseP99] = [median(a.map((r) => r.p99)), median(b.map((r) => r.p99))];
    const [kb, baseKb] = [await firstHtmlKb(ours.base, page), await firstHtmlKb(base.base, page)];
    const ratio = rps / baseRps;
    rows.push({
      page: page.name,
      rps: Math.round(rps),
      [`${BASELINE} rps`]: Math.round(baseRps),
      ratio: Number(ratio.toFixed(2)),
      "p99 ms": p99,
      [`${BASELINE} p99`]: baseP99,
      "gzip KB": Number(kb.toFixed(1)),
      [`${BASELINE} KB`]: Number(baseKb.toFixed(1)),
      met: ratio >= TARGET_RATIO && p99 <= baseP99 && kb <= FIRST_HTML_KB ? "yes" : "NO",
      errors: [...a, ...b].reduce((sum, r) => sum + r.errors, 0),
    });
  }
  await stop(ours.child);
  await stop(base.child);
  console.table(rows);
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s each, medians; targets: ≥ ${TARGET_RATIO}× ${BASELINE}'s requests/s, p99 no worse, first HTML ≤ ${FIRST_HTML_KB} KB gzipped. ${availableParallelism()} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  // Start-up: spawn → first 200, median of three, with the real catalogue and with 10,000 synthetic facts.
  const synthetic = mkdtempSync(path.join(tmpdir(), "curio-synthetic-"));
  const bigFact = `/en${writeSyntheticCatalogue(synthetic, 10_000)}`;
  const startup = {
    real: await startups(process.cwd(), {}, PAGES[1]!.path),
    [`${BASELINE} real`]: await startups(BASELINE_DIR, {}, PAGES[1]!.path),
    synthetic: await startups(process.cwd(), { CATALOGUE_DIR: synthetic }, bigFact),
  };
  rmSync(synthetic, { recursive: true, force: true });
  console.log(
    `start-up (spawn → first 200, median of 3): real catalogue ${startup.real} ms (target ≤ 1000; ${BASELINE}: ${startup[`${BASELINE} real`]} ms), 10,000 facts ${startup.synthetic} ms (target ≤ 3000)`,
  );
  mkdirSync("bench", { recursive: true });
  writeFileSync(
    "bench/results.json",
    `${JSON.stringify({ when: new Date().toISOString(), baseline: BASELINE, connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS, loadAverage: loadavg(), pages: rows, startup }, null, 2)}\n`,
  );
  console.log("wrote bench/results.json");
}

await main();
