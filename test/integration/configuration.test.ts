import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "../support/ports";
import { PRODUCTION_NODE_ARGS, productionEnv } from "../support/production-server";

/** Runs the built server as npm start does and collects what it says until it exits (or `until` shows up on stdout). */
function run(env: Record<string, string>, until?: string, whileUp?: (base: string) => Promise<void>) {
  const full = productionEnv({ HOST: "127.0.0.1", ...env });
  if (!("SITE_URL" in env)) delete full.SITE_URL;
  const child = spawn(process.execPath, PRODUCTION_NODE_ARGS, { env: full });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.stdout.on("data", (d) => {
      stdout += d;
      if (until && stdout.includes(until)) {
        until = undefined;
        void (whileUp?.(`http://127.0.0.1:${env.PORT}`) ?? Promise.resolve()).finally(() => child.kill("SIGTERM"));
      }
    });
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("the built server's configuration", () => {
  it.each([
    [{ PORT: "abc" }, 'PORT="abc" is not allowed: expected an integer from 0 to 65535.'],
    [{ CONTACT_RATE_LIMIT: "-1" }, 'CONTACT_RATE_LIMIT="-1" is not allowed: expected a whole number of 1 or more.'],
    [{ SITE_URL: "not-a-url" }, 'SITE_URL="not-a-url" is not allowed: expected an http(s) origin such as https://curio.example.'],
    [{ LOG_LEVEL: "loud" }, 'LOG_LEVEL="loud" is not allowed: expected one of fatal, error, warn, info, debug, trace, silent.'],
    [
      { WEB_CONCURRENCY: "0" },
      'WEB_CONCURRENCY="0" is not allowed: expected a whole number of worker processes from 1 to 256 (1 runs a single process).',
    ],
  ])(
    "refuses %j: exit 1 and one line on stderr naming the variable, the value and what is allowed",
    async (env, line) => {
      const { code, stdout, stderr } = await run({ PORT: "3104", ...env });
      expect(code).toBe(1);
      expect(stderr).toBe(`${line}\n`);
      expect(stdout).toBe("");
    },
    20_000,
  );

  it("says where it listens in one plain line, besides its JSON log", async () => {
    const port = String(await freePort());
    const { code, stdout } = await run({ PORT: port, LOG_LEVEL: "info" }, "Curio listening on");
    expect(code).toBe(0);
    // Printed once, by the primary when there are several workers (one per CPU by default), with their count.
    const lines = stdout.split("\n").filter((line) => line.startsWith("Curio listening on"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Curio listening on http://127\\.0\\.0\\.1:${port}( \\(\\d+ workers\\))?$`));
  }, 30_000);

  it("without SITE_URL links to the port it serves: canonical links, feeds and the API's url", async () => {
    const port = String(await freePort());
    const origin = `http://localhost:${port}`;
    const seen: string[] = [];
    const { code } = await run({ PORT: port, LOG_LEVEL: "info" }, "Curio listening on", async (base) => {
      const api = (await fetch(`${base}/api/v1/facts/random?lang=en`).then((r) => r.json())) as { fact: { url: string } };
      seen.push(api.fact.url);
      const page = await fetch(`${base}${new URL(api.fact.url).pathname}`).then((r) => r.text());
      seen.push(/<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? "no canonical link");
      const feed = await fetch(`${base}/en/feed.xml`).then((r) => r.text());
      seen.push(/<link>([^<]+)<\/link>/.exec(feed)?.[1] ?? "no feed link");
    });
    expect(code).toBe(0);
    expect(seen).toHaveLength(3);
    for (const url of seen) expect(url.startsWith(`${origin}/`), url).toBe(true);
  }, 30_000);
});
