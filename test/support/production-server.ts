import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./ports";

/**
 * How npm start and the Dockerfile start the server: with the V8 heap flags of node-options.env, so measurements
 * match production. Spawn it with an environment from `productionEnv`, which leaves those flags to the file.
 */
export const PRODUCTION_NODE_ARGS = ["--env-file=node-options.env", "build/server.js"];

/** This process's environment for a production server: NODE_ENV=production, no NODE_OPTIONS of ours. */
export function productionEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.NODE_OPTIONS;
  return { ...inherited, NODE_ENV: "production", ...env };
}

/** Starts `node build/server.js` as npm start would, on a free loopback port, and waits until it is healthy. */
export async function spawnProductionServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, PRODUCTION_NODE_ARGS, {
    // One process unless a test asks for workers: tests and benches read the RSS, logs and caches of `child`.
    env: productionEnv({ PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", WEB_CONCURRENCY: "1", ...env }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    if (child.exitCode !== null) throw new Error(`build/server.js exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

export interface BuiltServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  /** The server's process id (for its memory, say). */
  readonly pid: number;
  /** Stops the server (SIGTERM, as the platform would) and removes its DATA_DIR. */
  close(): Promise<void>;
}

/** The environment every test server gets unless overridden: the same origin as `testConfig`, no logs, a wide contact limit. */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  SITE_URL: "https://curio.test",
  LOG_LEVEL: "silent",
  // Browser files post the contact and report forms from the same address: the limit itself is tested on servers of their own.
  CONTACT_RATE_LIMIT: "1000",
};

/** Builds `build/` if a source is newer than it (a no-op when current), so `vitest run --project …` alone is safe. */
export function ensureBuild(): void {
  const built = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error(`scripts/build-if-needed.mjs exited with ${built.status}`);
}

/** Starts `build/server.js` (with `SHARED_SERVER_ENV`, a private DATA_DIR and `env`) and waits until it is healthy. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "curio-built-"));
  const { child, base } = await spawnProductionServer({ ...SHARED_SERVER_ENV, DATA_DIR: dataDir, ...env });
  return {
    url: base,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
