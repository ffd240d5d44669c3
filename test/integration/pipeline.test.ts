import { spawn } from "node:child_process";
import { createServer, request as httpRequest, Agent, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBlogMetadata } from "../../app/lib/blog/blog-metadata";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { createHttpServerFor, type CurioApp } from "../../server";
import { PIPELINE } from "../../server/pipeline";
import { freePort } from "../support/ports";
import { testApp } from "../support/server";

// Issue #31 items 4 and 6: one pipeline for the fast lane and Express, and the HTTP details left: `.data`
// answers vary by the theme's cookie, every answer says how it may be kept, and a drain closes connections.
// Each is checked through Express (Supertest on the real app) and through the built server's listener on a
// real port, where kept answers take the fast lane.
const catalogue = loadCatalogue("data");
const FACT = "/en/fact/space/venus-day-longer-than-year";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(base: string, method: string, path: string, headers: Record<string, string> = {}, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, method, headers, agent: agent ?? false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every kind of answer the site gives: pages, kept and not, data, resources, refusals, redirects, files, probes. */
const EVERY_KIND: [string, string, Record<string, string>?][] = [
  ["GET", FACT],
  ["HEAD", FACT],
  ["GET", `${FACT}.data`],
  ["GET", `${FACT}.data?_routes=routes/fact`],
  ["GET", "/en"],
  ["GET", "/en.data"],
  ["GET", "/_root.data"],
  ["GET", "/"],
  ["GET", "/en/search?query=moon"],
  ["GET", "/en/search.data?query=moon"],
  ["GET", "/en/search/suggest?query=ven"],
  ["GET", "/en/search/suggest.data?query=ven&_routes=routes/search-suggest"],
  ["GET", "/en/blog"],
  ["GET", "/en/blog?page=999"],
  ["GET", "/en/FACT/space/venus-day-longer-than-year"],
  ["GET", "/en/fact/space/no-such-fact"],
  ["GET", "/en/fact/space/no-such-fact.data"],
  ["GET", "/robots.txt"],
  ["GET", "/robots.txt.data"],
  ["GET", "/sitemap.xml.data"],
  ["GET", "/en/feed.xml.data"],
  ["GET", "/api/v1/facts/random"],
  ["GET", "/api/v1/facts/random.data"],
  ["GET", "/api/v1/facts/today.data"],
  ["GET", "/api/v1/nothing"],
  ["OPTIONS", "/api/v1/categories"],
  ["POST", FACT],
  ["GET", "/favicon.svg"],
  ["GET", "/assets/missing.js"],
  ["GET", "/healthz"],
  ["GET", "/en/%zz"],
  ["GET", FACT, { "If-None-Match": "*" }],
];

/** The Cache-Control values the site means: each answer says one of these, never nothing. */
const DELIBERATE =
  /^(no-store|private, no-store|private, no-cache|public, max-age=\d+(, s-maxage=\d+)?(, stale-while-revalidate=\d+)?(, immutable)?)$/;

describe("one pipeline for both paths", () => {
  it("is one ordered list of named steps", () => {
    expect(PIPELINE).toEqual(["guards", "files", "identity", "kept", "render", "keep", "send"]);
  });

  it("identifies a miss once: home's random pick is made once per request, whichever path begins it", async () => {
    let draws = 0;
    const counting = () => {
      draws++;
      return 0.42;
    };
    const app = await testApp({ catalogue, rng: counting });
    const server = createHttpServerFor(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Through Express alone (no lane): the draws one pick takes.
      const before = draws;
      expect((await request(app).get("/ko?after=%2Ffact%2Fspace%2Fvenus-day-longer-than-year")).status).toBe(200);
      const onePick = draws - before;
      expect(onePick).toBeGreaterThan(0);
      // Through the listener: the lane looks up, misses, and hands over; Express renders without picking again.
      const start = draws;
      expect((await send(base, "GET", "/en?after=%2Ffact%2Fspace%2Fvenus-day-longer-than-year")).status).toBe(200);
      expect(draws - start).toBe(onePick);
    } finally {
      server.close();
    }
  });
});

describe("HTTP details, through Express and through the listener on a real port", () => {
  let app: CurioApp;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    app = await testApp({ catalogue, rng: () => 0.42 });
    server = createHttpServerFor(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it.each(EVERY_KIND)("%s %s gives a deliberate Cache-Control on both paths, rendered and kept", async (method, path, headers = {}) => {
    for (let round = 0; round < 3; round++) {
      const viaExpress = await request(app)[method.toLowerCase() as "get"](path).set(headers);
      expect(viaExpress.headers["cache-control"], `Express ${method} ${path} (${viaExpress.status})`).toMatch(DELIBERATE);
      const viaListener = await send(base, method, path, headers);
      expect(viaListener.headers["cache-control"], `listener ${method} ${path} (${viaListener.status})`).toMatch(DELIBERATE);
      if (viaListener.status >= 400) expect(viaListener.headers["cache-control"]).toBe("no-store");
    }
  });

  it.each([`${FACT}.data`, "/en.data", "/_root.data", "/en/blog.data", "/en/search.data?query=moon", "/robots.txt.data"])(
    "%s, which carries the saved theme, varies by Cookie, rendered and kept, on both paths",
    async (path) => {
      for (let round = 0; round < 3; round++) {
        const viaExpress = await request(app).get(path).set("Cookie", "theme=dark");
        expect(viaExpress.headers.vary, `Express ${path}`).toMatch(/\bCookie\b/);
        const viaListener = await send(base, "GET", path, { Cookie: "theme=dark" });
        expect(viaListener.headers.vary, `listener ${path}`).toMatch(/\bCookie\b/);
      }
    },
  );

  it("keeps each theme's data apart: the dark reader's .data says dark, the light reader's says light", async () => {
    const dark = await send(base, "GET", `${FACT}.data`, { Cookie: "theme=dark" });
    const light = await send(base, "GET", `${FACT}.data`, { Cookie: "theme=light" });
    expect(dark.body).toContain('"dark"');
    expect(light.body).toContain('"light"');
    expect(light.body).not.toContain('"dark"');
  });

  it.each<[string, RegExp]>([
    ["/api/v1/facts/random.data", /^private, no-store$/],
    ["/robots.txt.data", /^public, max-age=300/],
    ["/sitemap.xml.data", /^public, max-age=300/],
    ["/en/feed.xml.data", /^public, max-age=300/],
  ])("gives the data form of the resource route %s the policy its route declares", async (path, policy) => {
    const viaExpress = await request(app).get(path);
    expect(viaExpress.headers["cache-control"]).toMatch(policy);
    const viaListener = await send(base, "GET", path);
    expect(viaListener.headers["cache-control"]).toMatch(policy);
  });
});

describe("a drain", () => {
  it("says Connection: close on every answer, kept (the lane) or not (Express), and closes each connection after it", async () => {
    const app = await testApp({ catalogue, rng: () => 0.42 });
    const server = createHttpServerFor(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Kept before the drain, so the lane answers it during the drain.
      await send(base, "GET", FACT);
      const kept = await send(base, "GET", FACT, {}, agent);
      expect(kept.headers.connection).toBe("keep-alive");
      app.locals.state.draining = true;
      const hitsBefore = (await app.locals.metrics.cacheHits.get()).values[0]!.value;
      for (const path of [FACT, "/en/search?query=new", "/en/fact/space/nothing", "/healthz", "/favicon.svg", "/en/FACT/x"]) {
        const answer = await send(base, "GET", path, {}, agent);
        expect(answer.headers.connection, path).toBe("close");
        const viaExpress = await request(app).get(path);
        expect(viaExpress.headers.connection, `Express ${path}`).toBe("close");
      }
      // The first of those was a kept answer, sent by the lane.
      expect((await app.locals.metrics.cacheHits.get()).values[0]!.value).toBeGreaterThan(hitsBefore);
    } finally {
      app.locals.state.draining = false;
      agent.destroy();
      server.close();
    }
  });

  it("in the built server: the answer in flight when SIGTERM arrives says Connection: close", async () => {
    const json = JSON.stringify(buildBlogMetadata(catalogue));
    const metadata = createServer((_req, res) => setTimeout(() => res.setHeader("Content-Type", "application/json").end(json), 1_500));
    await new Promise<void>((resolve) => metadata.listen(0, "127.0.0.1", resolve));
    const port = await freePort();
    const child = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BLOG_METADATA_URL: `http://127.0.0.1:${(metadata.address() as AddressInfo).port}/blog-metadata.json`,
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    const base = `http://127.0.0.1:${port}`;
    const agent = new Agent({ keepAlive: true });
    try {
      for (
        let i = 0;
        i < 100 &&
        !(await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 100));
      expect((await send(base, "GET", "/robots.txt", {}, agent)).headers.connection).toBe("keep-alive");
      const inFlight = send(base, "GET", "/en/blog", {}, agent);
      await new Promise((r) => setTimeout(r, 400));
      child.kill("SIGTERM");
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe("close");
    } finally {
      agent.destroy();
      child.kill("SIGKILL");
      metadata.close();
    }
  }, 30_000);
});
