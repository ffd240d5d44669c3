import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
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
    env: productionEnv({ PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env }),
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
