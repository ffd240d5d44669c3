import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildBlogMetadata } from "../../app/lib/blog/blog-metadata";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue";
import { freePort } from "../support/ports";


/** A metadata source that answers after `delayMs`, so a blog request stays in flight that long. */
async function slowMetadataServer(delayMs: number): Promise<{ url: string; server: Server }> {
  const json = JSON.stringify(buildBlogMetadata(loadCatalogue("data")));
  const server = createServer((_req, res) => setTimeout(() => res.setHeader("Content-Type", "application/json").end(json), delayMs));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/blog-metadata.json`, server };
}

async function waitForReady(base: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server never became ready");
}

describe("the real server process", () => {
  it("on SIGTERM finishes the request in flight, refuses new ones, and exits 0 within 10 s", async () => {
    const port = await freePort();
    const metadata = await slowMetadataServer(1_500);
    const child = spawn(process.execPath, ["build/server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", BLOG_METADATA_URL: metadata.url, LOG_LEVEL: "silent", RENDER_CACHE_MB: "0" },
      stdio: "ignore",
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on("exit", (code) => resolve({ code, at: Date.now() })));
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base);

    const inFlight = fetch(`${base}/en/blog`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 400));
    const signalled = Date.now();
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    const refused = await fetch(`${base}/en`).then(() => false, () => true);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toContain("Explore More Knowledge");
    expect(refused).toBe(true);
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    metadata.server.close();
  }, 30_000);

  it("refuses to start on a corrupt catalogue, naming the file", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, copyFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(`${tmpdir()}/curio-bad-`);
    mkdirSync(`${dir}/facts`);
    copyFileSync("data/categories.json", `${dir}/categories.json`);
    writeFileSync(`${dir}/facts/space.json`, "[{ not json");
    const child = spawn(process.execPath, ["build/server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(await freePort()), CATALOGUE_DIR: dir, LOG_LEVEL: "silent" },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("facts/space.json: is not valid JSON");
  }, 30_000);
});
