import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { connect } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { publishedAt } from "../../app/lib/catalogue/published";
import { inlineHashes } from "../../server/content-security-policy";
import { startTestServer, testApp, testConfig } from "../support/server";
import { sharedServerUrl } from "../support/built-server";

const catalogue = loadCatalogue("data");
const FACT = "/en/fact/space/venus-day-longer-than-year";
const PUBLIC = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
// The production server: build/server.js on a real port (test/support/built-server.ts).
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

  it("lists the hashes of the page's own inline scripts and styles, each in its directive, and no nonce", async () => {
    for (const path of [FACT, "/ko", "/en/search?query=moon", "/en/nope"]) {
      const res = await request(app).get(path);
      const scriptSrc = directive(res.headers["content-security-policy"], "script-src");
      expect(scriptSrc).not.toContain("nonce-");
      expect(res.text).not.toContain("nonce=");
      const styleSrc = directive(res.headers["content-security-policy"], "style-src");
      const { scripts, styles } = inlineHashes(res.text);
      expect(scripts.length).toBeGreaterThan(1);
      expect(styles.length).toBeGreaterThan(0);
      for (const hash of scripts) expect(scriptSrc).toContain(hash);
      // Each list in its own directive: a style's hash never admits a script, nor a script's a style.
      for (const hash of styles) {
        expect(styleSrc).toContain(hash);
        expect(scriptSrc).not.toContain(hash);
      }
      for (const hash of scripts) expect(styleSrc).not.toContain(hash);
    }
  });

  it("gives a page the same bytes and policy whoever asks and however often", async () => {
    const ask = (cookie: string) => request(app).get(FACT).set("Cookie", cookie).set("Accept-Language", "ko");
    const [a, b] = await Promise.all([ask(""), ask("theme=dark; lang=ko; anything=1")]);
    expect(b.text).toBe(a.text);
    expect(b.headers["content-security-policy"]).toBe(a.headers["content-security-policy"]);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(a.headers.vary).toBe("Accept-Encoding");
  });

  // The stylesheet is inlined (issue #21): every page's <style> must be allowed by its own answer's policy.
  it.each([FACT, "/ko", "/en/search?query=moon", "/en/nope"])(
    "allows the inlined stylesheet by its hash, and nothing else inline: %s",
    async (path) => {
      const res = await request(app).get(path);
      const styleSrc = directive(res.headers["content-security-policy"], "style-src");
      expect(styleSrc).not.toContain("unsafe-inline");
      const styles = [...res.text.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
      expect(styles).toHaveLength(1);
      const [, , css = ""] = styles[0]!;
      expect(css.length).toBeGreaterThan(10_000);
      const hash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
      expect(styleSrc).toContain(hash);
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

  it("keeps home and a quiz answered part-way out of shared caches, and errors out of every cache", async () => {
    expect((await request(app).get("/en")).headers["cache-control"]).toBe("private, no-cache");
    expect((await request(app).get("/en/quiz?a=0")).headers["cache-control"]).toBe("private, no-cache");
    expect((await request(app).get("/en/search?query=moon")).headers["cache-control"]).toBe(PUBLIC);
    expect((await request(app).get("/en/nope")).headers["cache-control"]).toBe("no-store");
    expect((await request(app).get("/en/fact/space/nope")).headers["cache-control"]).toBe("no-store");
    // React Router's "reload the document" answer to another build's manifest request.
    const stale = await request(app).get("/__manifest?paths=%2Fen&version=another-build");
    expect(stale.status).toBe(204);
    expect(stale.headers["cache-control"]).toBe("no-store");
  });

  it("gives each content coding its own strong ETag, and a 304 to a client holding any of them", async () => {
    const plain = await request(app).get(FACT).set("Accept-Encoding", "identity");
    const gzip = await request(app).get(FACT).set("Accept-Encoding", "gzip");
    const br = await request(app).get(FACT).set("Accept-Encoding", "br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect([gzip.headers["content-encoding"], br.headers["content-encoding"]]).toEqual(["gzip", "br"]);
    const base = (plain.headers.etag as string).slice(1, -1);
    expect([gzip.headers.etag, br.headers.etag]).toEqual([`"${base}-gzip"`, `"${base}-br"`]);
    for (const held of [plain.headers.etag, gzip.headers.etag, `W/${gzip.headers.etag}`, br.headers.etag] as string[]) {
      const again = await request(app).get(FACT).set("Accept-Encoding", "gzip").set("If-None-Match", held);
      expect(again.status, held).toBe(304);
      expect(again.headers.etag).toBe(held);
      expect(again.headers["cache-control"]).toBe(PUBLIC);
      expect(again.headers.vary).toBe("Accept-Encoding");
    }
    expect((await request(app).get(FACT).set("If-None-Match", '"another"')).status).toBe(200);
  });

  it("sends a page whole, with its length, for GET and HEAD alike", async () => {
    const get = await request(app).get("/en/search?query=octopus").set("Accept-Encoding", "identity");
    expect(get.status).toBe(200);
    expect(get.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(get.headers["content-length"])).toBe(Buffer.byteLength(get.text));
    const head = await request(app).head("/en/search?query=octopus").set("Accept-Encoding", "identity");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("answers a search sent at start-up, before its index is built, once the index is ready", async () => {
    const starting = await testApp({ catalogue: loadCatalogue("data") });
    const [fact, search] = await Promise.all([request(starting).get(FACT), request(starting).get("/en/search?query=venus")]);
    expect(fact.status).toBe(200);
    expect(search.status).toBe(200);
    expect(search.text).toContain("<mark>Venus</mark>");
  });

  it("picks home's fact in its loader, at random, never the fact just shown", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await request(app).get("/en");
      seen.add(/name="after" value="([^"]+)"/.exec(res.text)![1]!);
    }
    expect(seen.size).toBeGreaterThan(10);
    const shown = [...seen][0]!;
    for (let i = 0; i < 20; i++) {
      const res = await request(app).get(`/en?after=${encodeURIComponent(shown)}`);
      expect(new URL(res.headers.location!, "https://x").searchParams.get("fact")).not.toBe(shown);
    }
    // The random source is the server's: a pinned one picks the same fact every time.
    const pinned = await testApp({ catalogue, rng: () => 0.5 });
    const picks = new Set<string>();
    for (let i = 0; i < 3; i++) picks.add(/name="after" value="([^"]+)"/.exec((await request(pinned).get("/en")).text)![1]!);
    expect(picks.size).toBe(1);
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
    // Today's published view, so the server serves this very object (a view of scheduled facts would be a new one).
    const today = publishedAt(catalogue, new Date());
    const broken = await testApp({ catalogue: { ...today, byPath: new ExplodingMap(today.byPath) }, logger });
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
