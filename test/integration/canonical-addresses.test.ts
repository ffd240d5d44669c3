import type { ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnProductionServer } from "../support/production-server";

// One address per page (issues #31, 47): other spellings answer 301 to it and made-up blog values 404, so a cache
// in front keeps each page once (test/varnish/ proves it through Varnish). Against the production server on a port.
const FACT = "/en/fact/space/venus-day-longer-than-year";

let child: ChildProcess;
let base = "";
beforeAll(async () => {
  ({ child, base } = await spawnProductionServer());
}, 30_000);
afterAll(() => {
  child.kill("SIGTERM");
});

const get = (path: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { "accept-encoding": "br, gzip" } });

describe("other spellings of an address", () => {
  it.each([
    [`/en/FACT/space/venus-day-longer-than-year`, FACT],
    [`/EN/fact/space/venus-day-longer-than-year`, FACT],
    [`/en/fact/Space/Venus-Day-Longer-Than-Year`, FACT],
    [`${FACT}/`, FACT],
    [`/en//fact/space/venus-day-longer-than-year`, FACT],
    ["/en/", "/en"],
    ["/en/blog/", "/en/blog"],
    ["/en/Blog/?page=2&utm_source=x", "/en/blog?page=2"],
    ["/KO/privacy-policy/", "/ko/privacy-policy"],
    [`/en/FACT/space/venus-day-longer-than-year.data`, `${FACT}.data`],
    [`${FACT}/.data`, `${FACT}.data`],
  ])("%s answers 301 to %s", async (path, location) => {
    const res = await get(path);
    expect(res.status, path).toBe(301);
    expect(res.headers.get("location")).toBe(location);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("leaves the one spelling alone", async () => {
    for (const path of [FACT, "/en", "/en/blog?category=space&page=2", `${FACT}.data`, "/en.data"])
      expect((await get(path)).status, path).toBe(200);
  });
});

describe("blog values", () => {
  it.each(["abc", "0", "-1", "02", "2.0", " 2", "999"])("page=%s is a 404 that nobody keeps", async (page) => {
    const res = await get(`/en/blog?page=${encodeURIComponent(page)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("a page number longer than any the blog reads is cut at its address, then a 404", async () => {
    const long = await get("/en/blog?page=1234567");
    expect(long.status).toBe(301);
    expect(long.headers.get("location")).toBe("/en/blog?page=123456");
    expect((await get("/en/blog?page=123456")).status).toBe(404);
  });

  it("an unknown category is a 404; a known one in another spelling, or page 1, a 301 to its address", async () => {
    expect((await get("/en/blog?category=cooking")).status).toBe(404);
    expect((await get("/en/blog?category=Cooking")).status).toBe(404);
    expect((await get("/ko/blog?category=nope&page=2")).status).toBe(404);
    for (const [path, location] of [
      ["/en/blog?category=SPACE", "/en/blog?category=space"],
      ["/en/blog?page=2&category=Space", "/en/blog?category=space&page=2"],
      ["/en/blog?page=1", "/en/blog"],
      ["/en/blog?category=", "/en/blog"],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
  });

  it("data requests follow the same rules", async () => {
    expect((await get("/en/blog.data?page=abc")).status).toBe(404);
    expect((await get("/en/blog.data?category=cooking")).status).toBe(404);
    expect((await get("/en/blog.data?category=COOKING")).status).toBe(404);
    expect((await get("/en/blog.data?category=COOKING")).status).toBe(404);
    expect((await get("/en/blog.data?category=space&page=2")).status).toBe(200);
    // React Router answers a data request's redirect as a 202 naming the new address, which its client follows.
    const moved = await get("/en/blog.data?category=SPACE");
    expect(moved.status).toBe(202);
    expect(await moved.text()).toContain("/en/blog?category=space");
  });
});

describe("HTTP details", () => {
  /** One raw request (Node's clients refuse to send two Host headers); the reply's status line and headers. */
  const raw = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = new URL(base);
      const socket = connect(Number(port), "127.0.0.1", () => socket.write(`${head}Connection: close\r\n\r\n`));
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });

  it("refuses two Host headers with a 400, kept page or not", async () => {
    expect((await get(FACT)).status).toBe(200);
    expect(await raw(`GET ${FACT} HTTP/1.1\r\nHost: 127.0.0.1\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await raw(`GET ${FACT} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`GET /en/blog?page=abc HTTP/1.1\r\nHost: a\r\nHost: b\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("sends one Cross-Origin-Resource-Policy and one nosniff per answer, cross-origin for the API", async () => {
    for (const [path, policy] of [
      ["/api/v1/facts/space/venus-day-longer-than-year?lang=en", "cross-origin"],
      ["/api/v1/categories", "cross-origin"],
      ["/api/v1/facts/nope/nope", "cross-origin"],
      [FACT, "same-origin"],
      ["/en/blog?page=abc", "same-origin"],
    ]) {
      // Twice: the first answer is rendered, the second (when kept) comes from the fast lane.
      for (const res of [await get(path!), await get(path!)]) {
        expect(res.headers.get("cross-origin-resource-policy"), path).toBe(policy);
        expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      }
    }
  });

  it("answers a CORS preflight on the API with the methods and request headers it allows, and only there", async () => {
    const preflight = (path: string) =>
      fetch(`${base}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "https://elsewhere.example",
          "access-control-request-method": "GET",
          "access-control-request-headers": "if-none-match",
        },
      });
    for (const path of ["/api/v1/categories", "/api/v1/facts/space/venus-day-longer-than-year?lang=ko", "/api/v1/facts/random"]) {
      const res = await preflight(path);
      expect(res.status, path).toBe(204);
      expect(res.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
      expect(res.headers.get("access-control-allow-methods"), path).toBe("GET, HEAD");
      expect(res.headers.get("access-control-allow-headers"), path).toContain("If-None-Match");
    }
    const page = await preflight("/en/blog");
    expect(page.status).toBe(204);
    expect(page.headers.get("access-control-allow-origin")).toBeNull();
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("answers the API's refusals in its JSON error shape, readable from another site; a page's stay pages", async () => {
    const refusals: [string, string, number, string][] = [
      ["POST", "/api/v1/facts/random", 405, "Method not allowed: use GET, HEAD."],
      ["DELETE", "/api/v1/categories", 405, "Method not allowed: use GET, HEAD."],
      ["PUT", "/api/v1/nope", 405, "Method not allowed: use GET, HEAD."],
      ["GET", "/api/v1/facts/%ff", 400, "The request could not be read. See /api/v1/openapi.json."],
    ];
    for (const [method, path, status, message] of refusals) {
      const res = await fetch(`${base}${path}`, { method, headers: { origin: "https://elsewhere.example" } });
      const label = `${method} ${path}`;
      expect(res.status, label).toBe(status);
      expect(res.headers.get("content-type"), label).toMatch(/^application\/json/);
      expect(await res.json(), label).toEqual({ error: { status, message } });
      expect(res.headers.get("access-control-allow-origin"), label).toBe("*");
      expect(res.headers.get("cross-origin-resource-policy"), label).toBe("cross-origin");
      expect(res.headers.get("cache-control"), label).toBe("no-store");
      if (status === 405) expect(res.headers.get("allow"), label).toBe("GET, HEAD");
    }
    const page = await fetch(`${base}/en/blog`, { method: "DELETE" });
    expect(page.status).toBe(405);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("access-control-allow-origin")).toBeNull();
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("answers HEAD with GET's headers for every encoding of a page, each encoding with its own ETag", async () => {
    const etags = new Set<string>();
    for (const accept of ["br", "gzip", "identity", "deflate", "br;q=0.1, gzip"]) {
      const headers = { "accept-encoding": accept };
      const got = await fetch(`${base}${FACT}`, { headers });
      const body = Buffer.from(await got.arrayBuffer());
      const head = await fetch(`${base}${FACT}`, { method: "HEAD", headers });
      expect(head.headers.get("etag"), accept).toBe(got.headers.get("etag"));
      expect(head.headers.get("content-encoding"), accept).toBe(got.headers.get("content-encoding"));
      expect(body.length, accept).toBeGreaterThan(0);
      etags.add(`${got.headers.get("content-encoding") ?? "identity"} ${got.headers.get("etag")}`);
    }
    const byEncoding = new Map([...etags].map((line) => line.split(" ") as [string, string]));
    expect(etags.size).toBe(byEncoding.size);
    expect(new Set(byEncoding.values()).size).toBe(byEncoding.size);
  });
});
