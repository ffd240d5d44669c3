import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./ports";

/** Debian's PostgreSQL binaries (apt-get install postgresql; .ci/run installs it). */
const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface TestPostgres {
  /** postgres://… for a database of its own on this server. */
  url: (database?: string) => string;
  createDatabase: (name: string) => string;
  /** Stops the server (fast shutdown: connections are cut), as a crash or failover would. */
  stop: () => void;
  /** Starts it again on the same port and data. */
  start: () => void;
  /** Stops it for good and removes its files. */
  destroy: () => void;
}

/**
 * A real PostgreSQL server for tests: initdb in a temporary directory, owned and run by the unprivileged
 * `postgres` user when the tests run as root (PostgreSQL refuses to run as root), on a free loopback port.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "curio-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
  };
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
      Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
    );
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "curio", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "-t", "30", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const url = (database = "postgres") => `postgres://curio@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase(name) {
      const psql = spawnSync(path.join(BIN, "psql"), [url(), "-qc", `CREATE DATABASE "${name}"`], { encoding: "utf8" });
      if (psql.status !== 0) throw new Error(psql.stderr);
      return url(name);
    },
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
