import { spawn } from "node:child_process";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildBlogMetadata } from "../../app/lib/blog/blog-metadata";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
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
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
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
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BLOG_METADATA_URL: metadata.url,
        LOG_LEVEL: "silent",
        RENDER_CACHE_MB: "0",
        // One process: how workers drain together is test/integration/workers.test.ts's.
        WEB_CONCURRENCY: "1",
      },
      stdio: "ignore",
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.on("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base);

    const inFlight = fetch(`${base}/en/blog`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 400));
    const signalled = Date.now();
    child.kill("SIGTERM");
    // New connections (fetch would reuse the kept-alive socket of the readiness probe, which the drain leaves open
    // for a moment and answers on with Connection: close, so that a busy client is never reset), one every 100 ms
    // from the signal: once the process has taken it (at once on an idle machine, later on a busy CI runner), the
    // next is refused, while the request in flight still has a second to go.
    const tryConnection = () =>
      new Promise<boolean>((resolve) =>
        get(`${base}/en`, { agent: false }, (res) => resolve(res.resume() && false)).on("error", () => resolve(true)),
      );
    let refused = false;
    while (!refused && Date.now() - signalled < 1_000) {
      await new Promise((r) => setTimeout(r, 100));
      refused = await tryConnection();
    }

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
    const { mkdtempSync, mkdirSync, rmSync, writeFileSync, copyFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(`${tmpdir()}/curio-bad-`);
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
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

  it("starts again from the catalogue validated at its first start, serves what the sources say, and still refuses a corrupt edit", async () => {
    const { mkdtempSync, cpSync, readFileSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(`${tmpdir()}/curio-validated-`);
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    // A title of its own, so this catalogue's bytes (and their record) are not the shipped one's (kept whole: its glossary terms may be in it).
    const file = `${dir}/facts/space.json`;
    type Raw = {
      path: string;
      sources: { publisher: string }[];
      translations: Record<"en" | "ko", { title: string; body: string; detail: string[]; tags: string[] }>;
    };
    const facts = JSON.parse(readFileSync(file, "utf8")) as Raw[];
    const venus = facts.find((f) => f.path === "/fact/space/venus-day-longer-than-year")!;
    venus.translations.en.title = `${venus.translations.en.title}, validated at ${Date.now()}`;
    writeFileSync(file, JSON.stringify(facts));
    const escape = (text: string) =>
      text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

    const start = async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ["build/server.js"], {
        // One SITE_URL for both starts: without it each would name its own port in every absolute URL.
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          CATALOGUE_DIR: dir,
          LOG_LEVEL: "info",
          SITE_URL: "http://curio.test",
        },
      });
      let stdout = "";
      child.stdout.on("data", (d) => (stdout += d));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      return { base: `http://127.0.0.1:${port}`, child, exited, log: () => stdout };
    };
    // Every kind of answer built from facts, fetched from both starts: they must match byte for byte.
    const pages = [
      `/en${venus.path}`,
      `/ko${venus.path}`,
      "/en/blog",
      "/ko/blog?page=2",
      "/blog-metadata.json",
      "/sitemap.xml",
      "/ko/feed.xml",
      "/en/search?query=venus",
      "/ko/search?query=%E3%84%B1",
      "/en/search/suggest?query=ho",
    ];
    const answers: string[][] = [];
    for (const expected of ["catalogue validated from its sources", "catalogue read as validated at build"]) {
      const server = await start();
      await waitForReady(server.base);
      expect(server.log()).toContain(expected);
      answers.push(
        await Promise.all(
          pages.map(async (page) => {
            const response = await fetch(`${server.base}${page}`);
            expect(response.status, page).toBe(200);
            return response.text();
          }),
        ),
      );
      for (const lang of ["en", "ko"] as const) {
        const t = venus.translations[lang];
        const html = await fetch(`${server.base}/${lang}${venus.path}`).then((r) => r.text());
        for (const text of [t.title, t.body, ...t.detail, ...t.tags, venus.sources[0]!.publisher]) expect(html).toContain(escape(text));
      }
      const search = await fetch(`${server.base}/en/search?query=${encodeURIComponent(venus.translations.en.title)}`).then((r) => r.text());
      expect(search).toContain("1 result");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
    pages.forEach((page, i) => expect(answers[1]![i], page).toBe(answers[0]![i]));

    writeFileSync(file, JSON.stringify(facts).replace(`"${venus.translations.en.title}"`, `"  "`));
    const refused = await start();
    let stderr = "";
    refused.child.stderr.on("data", (d) => (stderr += d));
    expect(await refused.exited).toBe(1);
    expect(stderr).toMatch(/facts\/space\.json: record \d+ \(venus-day-longer-than-year\): translations\.en\.title must not be empty/);
  }, 60_000);

  it("npm start's preparation validates and records a CATALOGUE_DIR of its own, and stops on a bad one", async () => {
    const { mkdtempSync, cpSync, existsSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { validationMark } = await import("../../app/lib/catalogue/load-catalogue.server");
    const dir = mkdtempSync(`${tmpdir()}/curio-start-`);
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    writeFileSync(`${dir}/facts/zz-extra.json`, "[]"); // bytes of its own, so not the shipped catalogue's record
    // An earlier run may have validated exactly these bytes already; this test is about validating them.
    rmSync(validationMark(dir, "build/catalogue"), { force: true });
    const prepare = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["scripts/build-if-needed.mjs"], { env: { ...process.env, CATALOGUE_DIR: dir } });
        let output = "";
        child.stdout.on("data", (d) => (output += d));
        child.stderr.on("data", (d) => (output += d));
        child.on("exit", (code) => resolve({ code, output }));
      });

    const good = await prepare();
    expect(good.code).toBe(0);
    expect(good.output).toMatch(/Catalogue OK: \d+ facts .*catalogue validated from its sources/);
    expect(existsSync(validationMark(dir, "build/catalogue"))).toBe(true);

    writeFileSync(`${dir}/facts/zz-extra.json`, "[{ not json");
    const bad = await prepare();
    expect(bad.code).toBe(1);
    expect(bad.output).toContain("facts/zz-extra.json: is not valid JSON");
  }, 60_000);
});
