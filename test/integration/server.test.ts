import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { connect } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { inlineHashes } from "../../server/kept-pages/page";
import { startTestServer, testApp, testConfig } from "../support/server";
import { sharedServerUrl } from "../support/built-server";

const catalogue = loadCatalogue("data");
const FACT = "/en/fact/space/venus-day-longer-than-year";
const PUBLIC = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

const directive = (csp: string | undefined, name: string) => (csp ?? "").split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("security headers", () => {
  it.each([FACT, "/ko", "/en/search?query=moon", "/en/nope"])("are on every HTML answer: %s", async (path) => {
    const res = await request(app).get(path);
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toBeTruthy();
    expect(res.headers["content-security-policy-report-only"]).toBeUndefined();
    expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
    expect(directive(csp, "script-src")).toMatch(/'(nonce|sha256)-/);
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("uses a fresh nonce per streamed page, matching its inline scripts", async () => {
    const a = await request(app).get("/en/search?query=moon");
    const b = await request(app).get("/en/search?query=moon");
    const nonce = /'nonce-([^']+)'/.exec(a.headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(a.text).toContain(`nonce="${nonce}"`);
    expect(b.headers["content-security-policy"]).not.toContain(nonce);
  });

  it("lists the hashes of a cached page's inline scripts, and no nonce", async () => {
    const res = await request(app).get(FACT);
    const scriptSrc = directive(res.headers["content-security-policy"], "script-src");
    expect(scriptSrc).not.toContain("nonce-");
    const styleSrc = directive(res.headers["content-security-policy"], "style-src");
    const { scripts, styles } = inlineHashes(res.text);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const hash of scripts) expect(scriptSrc).toContain(hash);
    // Each list in its own directive: a style's hash never admits a script, nor a script's a style.
    for (const hash of styles) {
      expect(styleSrc).toContain(hash);
      expect(scriptSrc).not.toContain(hash);
    }
    for (const hash of scripts) expect(styleSrc).not.toContain(hash);
  });

  // The stylesheet is inlined (issue #21): every page's <style> must be allowed by its own answer's policy,
  // whether the page is kept (hashes), made from a template (the request's nonce) or streamed (nonce).
  it.each([FACT, "/ko", "/en/search?query=moon", "/en/search?query=moon", "/en/nope"])(
    "allows the inlined stylesheet by nonce or hash, and nothing else inline: %s",
    async (path) => {
      const res = await request(app).get(path);
      const styleSrc = directive(res.headers["content-security-policy"], "style-src");
      expect(styleSrc).not.toContain("unsafe-inline");
      const styles = [...res.text.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
      expect(styles).toHaveLength(1);
      const [, attrs = "", css = ""] = styles[0]!;
      expect(css.length).toBeGreaterThan(10_000);
      const nonce = /nonce="([^"]+)"/.exec(attrs)?.[1];
      const hash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
      expect(styleSrc.includes(hash) || (nonce !== undefined && styleSrc.includes(`'nonce-${nonce}'`))).toBe(true);
      expect(res.text).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    },
  );

  it("adds HSTS behind a trusted proxy, and the ad network's hosts only when ads are configured", async () => {
    const proxied = await testApp({ catalogue, config: testConfig({ trustProxy: 1 }) });
    const res = await request(proxied).get("/en");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect((await request(app).get("/en")).headers["content-security-policy"]).not.toContain("googlesyndication");
    const ads = await testApp({ catalogue, config: testConfig({ adClientId: "ca-pub-1234567890123456" }) });
    expect((await request(ads).get("/en")).headers["content-security-policy"]).toContain("https://pagead2.googlesyndication.com");
  });
});

describe("caching", () => {
  it("serves hashed assets immutable for a year", async () => {
    const html = (await request(app).get("/en")).text;
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const res = await request(app).get(asset!);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it.each([
    FACT,
    "/en/blog",
    "/ko/blog?page=2",
    "/en/privacy-policy",
    "/ko/terms-of-service",
    "/en/feed.xml",
    "/sitemap.xml",
    "/blog-metadata.json",
    "/robots.txt",
  ])("%s is publicly cacheable with a strong ETag and revalidates to 304", async (path) => {
    const res = await request(app).get(path);
    expect(res.headers["cache-control"]).toBe(PUBLIC);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request(app).get(path).set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.text ?? "").toBe("");
  });

  it("keeps home and search out of shared caches, and errors out of every cache", async () => {
    expect((await request(app).get("/en")).headers["cache-control"]).toBe("private, no-cache");
    expect((await request(app).get("/en/search?query=moon")).headers["cache-control"]).toBe("private, no-cache");
    expect((await request(app).get("/en/nope")).headers["cache-control"]).toBe("no-store");
    expect((await request(app).get("/en/fact/space/nope")).headers["cache-control"]).toBe("no-store");
  });

  it("answers a cache hit byte-for-byte like the miss, with the same headers", async () => {
    // The server's clock stands still, so the hit states the miss's Age (none) however slow the machine is.
    const instant = new Date();
    const fresh = await testApp({ catalogue, now: () => instant });
    const miss = await request(fresh).get("/ko/blog?category=insects").set("Accept-Encoding", "gzip");
    const hit = await request(fresh).get("/ko/blog?category=insects").set("Accept-Encoding", "gzip");
    expect(fresh.locals.keptPages.count("pages")).toBe(1);
    expect(hit.text).toBe(miss.text);
    // Age counts the seconds since the answer was kept: absent on the miss, whole seconds on a hit a second later
    // (a loaded machine takes that long).
    const comparable = (h: Record<string, string>) =>
      Object.fromEntries(Object.entries(h).filter(([name]) => name !== "date" && name !== "x-request-id" && name !== "age"));
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers.age ?? "0").toMatch(/^\d+$/);
  });

  it("answers a repeated search from its template with the request's own nonce, never from the page cache", async () => {
    const fresh = await testApp({ catalogue });
    const url = "/ko/search?query=%EA%BF%80";
    const miss = await request(fresh).get(url);
    // A query is kept the second time it is asked (KeptPages.admits), then answered from its template.
    expect(fresh.locals.keptPages.count("queries")).toBe(0);
    await request(fresh).get(url);
    expect(fresh.locals.keptPages.count("queries")).toBe(1);
    const hit = await request(fresh).get(url);
    expect(fresh.locals.keptPages.count("queries")).toBe(1);
    expect(fresh.locals.keptPages.count("pages")).toBe(0);
    const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(res.headers["content-security-policy"] ?? "")![1]!;
    expect(nonceOf(hit)).not.toBe(nonceOf(miss));
    expect(hit.text).toContain(`nonce="${nonceOf(hit)}"`);
    expect(hit.text).not.toContain(nonceOf(miss));
    expect(hit.text.replaceAll(nonceOf(hit), "N")).toBe(miss.text.replaceAll(nonceOf(miss), "N"));
    expect(hit.text).toContain("<mark>꿀</mark>");
    // The nonce is the request's own, so the compressed length is too; the answer that was not kept is
    // compressed as it goes out (chunked), the kept one was compressed when it was kept.
    const perRequest = ["date", "x-request-id", "content-security-policy", "content-length", "transfer-encoding"];
    const comparable = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([name]) => !perRequest.includes(name)));
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers["cache-control"]).toBe("private, no-cache");
  });

  it("sends a page rendered whole but not kept in one piece with its length, as a kept one is sent", async () => {
    const fresh = await testApp({ catalogue });
    const first = await request(fresh).get("/en/search?query=octopus").set("Accept-Encoding", "identity");
    expect(fresh.locals.keptPages.count("queries")).toBe(0);
    expect(first.status).toBe(200);
    expect(first.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(first.headers["content-length"])).toBe(Buffer.byteLength(first.text));
    const head = await request(fresh).head("/en/search?query=squid").set("Accept-Encoding", "identity");
    expect(head.status).toBe(200);
    expect(head.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
  });

  it("answers a search sent at start-up, before its index is built, once the index is ready", async () => {
    const starting = await testApp({ catalogue: loadCatalogue("data") });
    const [fact, search] = await Promise.all([request(starting).get(FACT), request(starting).get("/en/search?query=venus")]);
    expect(fact.status).toBe(200);
    expect(search.status).toBe(200);
    expect(search.text).toContain("<mark>Venus</mark>");
  });

  it("keeps search templates apart per query and theme, and compresses them per request", async () => {
    const fresh = await testApp({ catalogue });
    const ask = (url: string, cookie = "") => request(fresh).get(url).set("Cookie", cookie).set("Accept-Encoding", "gzip");
    await Promise.all([ask("/en/search?query=moon"), ask("/en/search?query=shark"), ask("/en/search?query=moon", "theme=dark")]);
    const moon = (await ask("/en/search?query=moon")).text;
    const shark = (await ask("/en/search?query=shark")).text;
    const dark = await ask("/en/search?query=moon", "theme=dark");
    expect(fresh.locals.keptPages.count("queries")).toBe(3);
    expect(moon).toContain("<mark>moon</mark>");
    expect(shark).not.toContain("<mark>moon</mark>");
    expect(dark.headers["content-encoding"]).toBe("gzip");
    expect(dark.text).toContain('data-theme="dark"');
    expect(moon).not.toContain('data-theme="dark"');
  });

  it("renders each home page fresh from its per-fact variants: still random, never the fact just shown", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await request(app).get("/en");
      seen.add(/name="after" value="([^"]+)"/.exec(res.text)![1]!);
    }
    expect(seen.size).toBeGreaterThan(10);
    const shown = [...seen][0]!;
    for (let i = 0; i < 20; i++) {
      const res = await request(app).get(`/en?after=${encodeURIComponent(shown)}`);
      expect(/name="after" value="([^"]+)"/.exec(res.text)![1]).not.toBe(shown);
    }
  });
});

describe("logs", () => {
  it("writes one JSON line per request with method, path, status, duration, bytes and id; no query, no IP", async () => {
    const { logger, lines } = memoryLogger();
    const logged = await testApp({ catalogue, logger });
    const res = await request(logged).get("/en/search?query=secret-words").set("X-Request-Id", "req-123");
    expect(res.headers["x-request-id"]).toBe("req-123");
    const line = lines.find((l) => (l.req as { id?: string })?.id === "req-123")!;
    expect(line).toMatchObject({ req: { method: "GET", path: "/en/search" }, res: { status: 200 } });
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(line.bytes).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain("secret-words");
    expect(JSON.stringify(lines)).not.toMatch(/127\.0\.0\.1|::ffff|remoteAddress/);
  });
});

describe("failures", () => {
  it("turns a crash in a loader into a 500 page without internals, logs it, and keeps serving", async () => {
    class ExplodingMap extends Map<string, Catalogue["facts"][number]> {
      override get(key: string) {
        if (key === "/fact/space/boom") throw new Error("secret internal detail in /srv/app/db.ts");
        return super.get(key);
      }
    }
    const { logger, lines } = memoryLogger();
    const broken = await testApp({ catalogue: { ...catalogue, byPath: new ExplodingMap(catalogue.byPath) }, logger });
    const res = await request(broken).get("/en/fact/space/boom");
    expect(res.status).toBe(500);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain("Unexpected Application Error!");
    expect(res.text).not.toContain("secret internal detail");
    expect(res.text).not.toMatch(/at .+\.(ts|js):\d+/);
    const error = lines.find((l) => l.level === 50 && JSON.stringify(l).includes("secret internal detail"));
    expect(JSON.stringify(error)).toContain("stack");
    expect((await request(broken).get(FACT)).status).toBe(200);
  });

  it("refuses bodies that are too large or of unknown length", async () => {
    const big = await request(app)
      .post("/en/contact-us")
      .set("Origin", "http://x")
      .set("Host", "x")
      .type("form")
      .send(`message=${"a".repeat(70_000)}`);
    expect(big.status).toBe(413);
  });

  it("cuts off a client that dribbles its headers (slowloris), telling it why", async () => {
    const server = await startTestServer({ catalogue }, { headersMs: 1_000, requestMs: 5_000, keepAliveMs: 1_000 });
    const { port } = new URL(server.url);
    const { closed, answer } = await new Promise<{ closed: number; answer: string }>((resolve) => {
      const started = Date.now();
      let answer = "";
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write("GET /en HTTP/1.1\r\nHost: x\r\n");
        const drip = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 200);
        socket.on("close", () => {
          clearInterval(drip);
          resolve({ closed: Date.now() - started, answer });
        });
      });
      socket.on("error", () => undefined);
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    });
    expect(closed).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    await server.close();
  });

  /** Sends raw bytes on a new connection and reads until the server closes it. */
  function rawExchange(port: number, bytes: Buffer | string): Promise<string> {
    return new Promise((resolve) => {
      let answer = "";
      const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(answer));
    });
  }

  it("answers a request Node cannot parse with a clear status that nobody stores, echoing nothing", async () => {
    const server = await startTestServer({ catalogue });
    const port = Number(new URL(server.url).port);
    const cases: [string, Buffer | string, number][] = [
      // Raw UTF-8 in the target: browsers percent-encode it, hand-written clients may not.
      ["raw Hangul in the target", Buffer.from("GET /ko/search?query=\u314e\u3131<b> HTTP/1.1\r\nHost: x\r\n\r\n"), 400],
      ["a request line that is not HTTP", "HELLO <script>\r\n\r\n", 400],
      ["20 KB of headers", `GET /en HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [name, bytes, status] of cases) {
      const answer = await rawExchange(port, bytes);
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head, name).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head.toLowerCase(), name).toContain("cache-control: no-store");
      expect(head.toLowerCase(), name).toContain("content-security-policy: default-src 'none'");
      expect(head.toLowerCase(), name).toContain("x-content-type-options: nosniff");
      expect(body, name).toMatch(new RegExp(`^${status} `));
      expect(Buffer.byteLength(body), name).toBe(Number(/content-length: (\d+)/i.exec(head)?.[1]));
      expect(answer, name).not.toMatch(/<b>|<script>|aaaa/);
    }
    await server.close();
  });
});
