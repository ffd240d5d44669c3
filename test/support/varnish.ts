import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./ports";

/** Debian's varnishd (`apt-get install varnish`); .ci/run installs it. */
const VARNISHD = ["/usr/sbin/varnishd", "/usr/bin/varnishd"].find((file) => existsSync(file));
const SHIPPED = path.resolve("deploy/varnish");

export interface Varnish {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  /** Runs a varnishadm command (`ban req.url ~ .`), returning what it printed; throws when it fails. */
  admin(...args: string[]): string;
  /** The VSL records of one tag for the requests so far (`varnishlog -d -i TTL`), one line each. */
  log(tag: string): string[];
  close(): Promise<void>;
}

/**
 * Starts varnishd with the shipped VCL (deploy/varnish/curio.vcl) in front of `backendPort` on loopback: the
 * shipped backend.vcl with its port replaced, nothing else changed. Waits until the backend probe says healthy.
 */
export async function startVarnish(backendPort: number): Promise<Varnish> {
  if (!VARNISHD) throw new Error("varnishd not found: apt-get install varnish (Debian's Varnish 7), as .ci/run does");
  const dir = mkdtempSync(path.join(tmpdir(), "curio-varnish-"));
  const backend = readFileSync(path.join(SHIPPED, "backend.vcl"), "utf8").replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
  if (!backend.includes(`"${backendPort}"`)) throw new Error("deploy/varnish/backend.vcl has no .port to point at the test server");
  writeFileSync(path.join(dir, "backend.vcl"), backend);
  const [port, adminPort] = [await freePort(), await freePort()];
  const workDir = path.join(dir, "n");
  const child: ChildProcess = spawn(
    VARNISHD,
    [
      "-F",
      "-n",
      workDir,
      "-a",
      `127.0.0.1:${port}`,
      "-T",
      `127.0.0.1:${adminPort}`,
      "-f",
      path.join(SHIPPED, "curio.vcl"),
      // The test's backend.vcl is found first; the shipped VCL is otherwise read as it ships.
      "-p",
      `vcl_path=${dir}:${SHIPPED}`,
      "-s",
      "malloc,128m",
      // As root without a jail (the tests run as root in CI); an operator runs it as Debian's service does.
      "-j",
      "none",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const admin = (...args: string[]) => {
    const run = spawnSync("varnishadm", ["-n", workDir, ...args], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`varnishadm ${args.join(" ")}: ${run.stdout}${run.stderr}`);
    return run.stdout;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}: ${stderr}`);
    try {
      if (/\bhealthy\b/.test(admin("backend.list"))) break;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`Varnish never found the backend healthy: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    admin,
    log: (tag) =>
      spawnSync("varnishlog", ["-n", workDir, "-d", "-i", tag], { encoding: "utf8" })
        .stdout.split("\n")
        .filter((line) => line.includes(tag)),
    close: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
