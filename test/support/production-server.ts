import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort } from "./ports";

/** The heap flags npm start and the Dockerfile give the server, so measurements match production. */
export const PRODUCTION_NODE_OPTIONS = "--max-semi-space-size=4 --max-old-space-size=256";

/** Starts `node build/server.js` as npm start would, on a free loopback port, and waits until it is healthy. */
export async function spawnProductionServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      ...env,
    },
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
