import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMessageStore } from "../../app/lib/contact/message-store.server";
import { freePort } from "../support/ports";
import { PRODUCTION_NODE_ARGS, productionEnv } from "../support/production-server";

// The built server with WEB_CONCURRENCY=2 on a real port: a cluster primary and two workers sharing it.
const LIMIT = 3;
const FACT = "/en/fact/space/venus-day-longer-than-year";

let child: ChildProcess;
let port = 0;
let dataDir = "";
let stdout = "";
let stderr = "";

/** The worker processes the primary runs now (Linux: the children of its main thread). */
const workerPids = () =>
  readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

/** The process ids that logged an answer to `url` (pino writes each process's pid on its lines). */
const pidsThatAnswered = (url: string) =>
  new Set(
    stdout
      .split("\n")
      .filter((line) => line.includes(`"path":"${url}"`))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  );

interface Answer {
  status: number;
  body: string;
  etag?: string;
}

/** One request on a connection of its own (the primary hands connections to the workers in turn), or on `agent`'s. */
function send(
  pathname: string,
  options: { method?: string; form?: Record<string, string>; agent?: Agent; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? "GET",
        agent: options.agent ?? false,
        headers: body
          ? {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: `http://127.0.0.1:${port}`,
              "Content-Length": Buffer.byteLength(body),
            }
          : (options.headers ?? {}),
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, etag: res.headers.etag }));
        res.on("error", reject);
      },
    );
    // Whether the request went down a kept-alive socket already used: a reset there is the drain's fault.
    req.on("error", (error: Error) => reject(Object.assign(error, { reused: req.reusedSocket })));
    req.setTimeout(5_000, () => req.destroy(Object.assign(new Error("no answer in 5 s"), { code: "TIMEOUT" })));
    req.end(body);
  });
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "curio-workers-"));
  child = spawn(process.execPath, PRODUCTION_NODE_ARGS, {
    env: productionEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "2",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: String(LIMIT),
    }),
  });
  child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  await until("the site listens", () => stdout.includes("Curio listening on"));
}, 30_000);

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("WEB_CONCURRENCY=2", () => {
  it("says once that it listens, with the worker count, and both workers answer", async () => {
    expect(stdout.match(/^Curio listening on .*$/gm)).toEqual([`Curio listening on http://127.0.0.1:${port} (2 workers)`]);
    expect(workerPids()).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(FACT)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    await until("both workers logged", () => pidsThatAnswered(FACT).size === 2, 5_000);
    expect([...pidsThatAnswered(FACT)].sort()).toEqual(workerPids().sort());
  }, 30_000);

  it("gives a page the same bytes and one strong ETag on both workers, so If-None-Match gets 304 from either", async () => {
    const before = pidsThatAnswered(FACT).size;
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(FACT, { headers: { "Accept-Encoding": "gzip" } })));
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    const plain = await Promise.all(Array.from({ length: 8 }, () => send(FACT)));
    expect(new Set(plain.map((a) => a.body)).size).toBe(1);
    const etag = answers[0]!.etag!;
    const again = await Promise.all(
      Array.from({ length: 8 }, () => send(FACT, { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } })),
    );
    expect(again.map((a) => a.status)).toEqual(Array(8).fill(304));
    expect(before).toBe(2);
  }, 30_000);

  it("holds one contact limit across both workers and stores every accepted message exactly once", async () => {
    const names = Array.from({ length: LIMIT + 3 }, (_, i) => `Reader ${i}`);
    // All at once, each on its own connection: both workers take some, and write the one database together.
    const answers = await Promise.all(
      names.map((name) =>
        send("/en/contact-us", { method: "POST", form: { email: "reader@example.com", name, message: "A message across workers." } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(303), ...Array(3).fill(429)]);
    await until("both workers took posts", () => pidsThatAnswered("/en/contact-us").size === 2, 5_000);
    const store = openMessageStore(dataDir);
    const stored = (await store.list()).map((m) => m.name);
    await store.close();
    const accepted = names.filter((_, i) => answers[i]!.status === 303);
    expect(stored.sort()).toEqual(accepted.sort());
  }, 30_000);

  it("replaces a worker that dies, and the site keeps answering", async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim!, "SIGKILL");
    // A connection the primary hands over at the very moment the worker dies is lost with it (as with a replica
    // that crashes); once the primary has seen the death, every new connection goes to the other worker.
    await until("the primary saw the death", () => stdout.includes("worker died; replacing it"));
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        await send(FACT).then(
          (a) => a.status,
          (e: NodeJS.ErrnoException) => e.code ?? "error",
        ),
      );
    expect(statuses).toEqual(Array(6).fill(200));
    await until("a new worker runs", () => workerPids().length === 2 && !workerPids().includes(victim!));
    expect(workerPids()).toContain(survivor);
    expect(stdout).toContain("worker died; replacing it");
    await until("the new worker answers", async () => {
      await Promise.all(Array.from({ length: 4 }, () => send(FACT)));
      return pidsThatAnswered(FACT).size === 3;
    });
  }, 30_000);

  it("on SIGTERM drains both workers under keep-alive load: no reset, exit 0 within the deadline", async () => {
    const pids = workerPids();
    const clients = Array.from({ length: 10 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const outcomes: string[] = [];
    let signalled = 0;
    // Each client asks again as soon as it has an answer, on its kept-alive socket, until the site is gone.
    const loops = clients.map(async (agent) => {
      for (;;) {
        try {
          const answer = await send(FACT, { agent });
          outcomes.push(String(answer.status));
        } catch (error) {
          const { code = String(error), reused } = error as NodeJS.ErrnoException & { reused?: boolean };
          outcomes.push(reused ? `${code} on a kept-alive socket` : code);
          if (signalled && code === "ECONNREFUSED") return;
          if (signalled && Date.now() - signalled > 15_000) return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on("exit", (code) => resolve({ code, at: Date.now() })),
    );
    signalled = Date.now();
    child.kill("SIGTERM");
    const { code, at } = await exited;
    await Promise.all(loops);
    clients.forEach((agent) => agent.destroy());
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    const failures = outcomes.filter((o) => o !== "200");
    // Every request on a kept-alive socket was answered (with Connection: close once draining); only new
    // connections, once the port is closing, are refused (or cut while the last worker stops accepting).
    expect(failures.filter((f) => f.endsWith("kept-alive socket"))).toEqual([]);
    expect(failures).toContain("ECONNREFUSED");
    expect(outcomes.filter((o) => o === "200").length).toBeGreaterThanOrEqual(clients.length);
    expect(stderr).toBe("");
  }, 30_000);
});
