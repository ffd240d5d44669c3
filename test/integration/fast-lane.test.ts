import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { addDays, ROTATION_START } from "../../app/lib/daily/rotation";
import type { CurioApp } from "../../server";
import { withFastLane } from "../../server/fast-lane";
import { testApp } from "../support/server";

// The fast lane answers cache hits in the node:http listener, before Express runs (issue #21). Each kind of
// kept answer is requested once through Express (the miss that keeps it), then, as a hit, through Express
// and through the lane alone: status, every header in order, and the body bytes must agree, per encoding,
// for revalidations and for HEAD. Only what is per request may differ: Date, X-Request-Id, and a search
// page's nonce (and with it the length of its compressed body).
const catalogue = loadCatalogue("data");
const FACT = "/en/fact/space/venus-day-longer-than-year";
const fixed = () => 0.42;
/** The server's clock, moved by hand: kept answers carry their Age, and both paths must state the same one. */
let clock = Date.parse(`${addDays(ROTATION_START, 40)}T03:00:00Z`); // noon in Seoul, far from the day's turn

const KEPT = [
  FACT,
  "/ko/fact/science/honey-never-spoils",
  `${FACT}.data`,
  "/en/blog",
  "/ko/blog?page=2",
  "/en/blog?category=space&page=2",
  "/en/privacy-policy",
  "/ko/terms-of-service",
  "/en/editorial-standards",
  "/en/contact-us",
  "/en/feed.xml",
  "/ko/today/feed.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/blog-metadata.json",
  "/en",
  "/ko",
  "/en?after=%2Ffact%2Fspace%2Fvenus-day-longer-than-year",
  "/en/search?query=moon",
  "/ko/search?query=%EA%BF%80",
  "/en/search/suggest?query=ven",
  "/en/today",
  "/ko/quiz",
  "/api/v1/categories",
  "/api/v1/facts/space/venus-day-longer-than-year?lang=ko",
];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header lines as sent: name and value pairs, in order. */
  raw: [string, string][];
  body: Buffer;
}

function send(base: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The path as given, dot segments included (a URL would resolve them before sending).
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) raw.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: res.headers, raw, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

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

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1];

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers["content-encoding"];
  // A HEAD answer names its encoding and has no body.
  if (answer.body.length === 0) return answer.body;
  if (encoding === "gzip") return gunzipSync(answer.body);
  if (encoding === "br") return brotliDecompressSync(answer.body);
  return answer.body;
}

/** What must agree between the two paths: every header line but the per-request ones, and the body. */
function comparable(answer: Answer) {
  const nonce = nonceOf(answer);
  const perRequest = new Set(["date", "x-request-id", ...(nonce ? ["content-length"] : [])]);
  const blank = (text: string) => (nonce ? text.replaceAll(nonce, "NONCE") : text);
  return {
    status: answer.status,
    headers: answer.raw.filter(([name]) => !perRequest.has(name)).map(([name, value]) => [name, blank(value)]),
    // A template's body carries the nonce; every other kept body must be the same bytes, compressed or not.
    body: nonce ? blank(decoded(answer).toString("utf8")) : answer.body.toString("base64"),
  };
}

describe("the fast lane", () => {
  let app: CurioApp;
  let lines: Record<string, unknown>[];
  const servers: Server[] = [];
  let viaExpress: string;
  let viaLaneOnly: string;
  let viaBoth: string;

  const listen = async (listener: RequestListener) => {
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    const memory = memoryLogger();
    lines = memory.lines;
    app = await testApp({ catalogue, rng: fixed, now: () => new Date(clock), logger: memory.logger });
    const lane = app.locals.fastLane!;
    viaExpress = await listen(app);
    // Whatever the lane declines is answered 599 here, so a comparison can never pass through Express twice.
    viaLaneOnly = await listen((req, res) => {
      if (!lane(req, res)) res.writeHead(599).end("declined");
    });
    viaBoth = await listen(withFastLane(lane, app));
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const VARIANTS: [string, Record<string, string>][] = [
    ["GET", {}],
    ["GET", { "Accept-Encoding": "gzip, deflate" }],
    ["GET", { "Accept-Encoding": "gzip, deflate, br", Cookie: "theme=dark" }],
    ["GET", { "Accept-Encoding": "br", "User-Agent": "Googlebot/2.1" }],
    ["GET", { "Accept-Encoding": "deflate" }],
    ["GET", { "Accept-Encoding": "br;q=0.5, gzip;q=0.9" }],
    ["HEAD", { "Accept-Encoding": "br" }],
    ["HEAD", { "Accept-Encoding": "gzip" }],
    ["HEAD", {}],
  ];

  it.each(KEPT)("answers %s as Express does, header by header and byte by byte", async (path) => {
    for (const [method, headers] of VARIANTS) {
      const miss = await send(viaExpress, method, path, headers);
      expect(miss.status, `${method} ${path}`).toBe(200);
      // A query-keyed answer is kept the second time it is asked (KeptPages.admits); a page's, the first.
      await send(viaExpress, method, path, headers);
      clock += 5_000;
      const express = await send(viaExpress, method, path, headers);
      const lane = await send(viaLaneOnly, method, path, headers);
      expect(lane.status, `${method} ${path} ${JSON.stringify(headers)}`).not.toBe(599);
      expect(comparable(lane), `${method} ${path} ${JSON.stringify(headers)}`).toEqual(comparable(express));
      if (method === "HEAD") expect(lane.body.length).toBe(0);
      if (express.headers["cache-control"]?.includes("public")) expect(Number(lane.headers.age)).toBeGreaterThan(0);
      const etag = express.headers.etag;
      if (etag) {
        const revalidated = { ...headers, "If-None-Match": etag };
        const express304 = await send(viaExpress, method, path, revalidated);
        const lane304 = await send(viaLaneOnly, method, path, revalidated);
        expect(express304.status).toBe(304);
        expect(comparable(lane304)).toEqual(comparable(express304));
      }
    }
  });

  it("gives each search page its own nonce, matching its scripts", async () => {
    // Kept the second time it is asked (KeptPages.admits).
    await send(viaExpress, "GET", "/en/search?query=venus");
    await send(viaExpress, "GET", "/en/search?query=venus");
    const [a, b] = [await send(viaLaneOnly, "GET", "/en/search?query=venus"), await send(viaLaneOnly, "GET", "/en/search?query=venus")];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(a.body.toString()).toContain(`nonce="${nonceOf(a)}"`);
    expect(a.body.toString()).not.toContain(nonceOf(b));
  });

  it("keeps a reader's X-Request-Id, or makes one, as Express does", async () => {
    await send(viaExpress, "GET", FACT);
    expect((await send(viaLaneOnly, "GET", FACT, { "X-Request-Id": "req-42" })).headers["x-request-id"]).toBe("req-42");
    expect((await send(viaLaneOnly, "GET", FACT, { "X-Request-Id": "bad id!" })).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes the same access-log line as Express: no query, no address", async () => {
    const path = "/en/search?query=secret-words";
    await send(viaExpress, "GET", path);
    await send(viaExpress, "GET", path, { "X-Request-Id": "via-express" });
    await send(viaLaneOnly, "GET", path, { "X-Request-Id": "via-lane" });
    const line = (id: string) => lines.find((l) => (l.req as { id?: string } | undefined)?.id === id)!;
    const [express, lane] = [line("via-express"), line("via-lane")];
    const shape = (l: Record<string, unknown>) => ({ ...l, time: 0, responseTime: 0, bytes: 0, req: { ...(l.req as object), id: "" } });
    expect(shape(lane)).toEqual(shape(express));
    expect(Object.keys(lane)).toEqual(Object.keys(express));
    expect(lane).toMatchObject({ req: { method: "GET", path: "/en/search" }, res: { status: 200 }, msg: "request completed" });
    // Header and body bytes differ with the nonce's base64 only by the length of a compressed body.
    expect(Math.abs((lane.bytes as number) - (express.bytes as number))).toBeLessThan(8);
    expect(JSON.stringify(lines)).not.toContain("secret-words");
    expect(JSON.stringify(lines)).not.toMatch(/127\.0\.0\.1|remoteAddress/);
  });

  it("counts its answers in the same metrics as Express", async () => {
    await send(viaExpress, "GET", "/en/privacy-policy");
    const count = async () => {
      const requests = (await app.locals.metrics.requests.get()).values.find(
        (v) => v.labels.route === "routes/privacy-policy" && v.labels.method === "GET" && v.labels.status === "200",
      );
      const hits = (await app.locals.metrics.cacheHits.get()).values[0]!.value;
      const timed = (await app.locals.metrics.requestSeconds.get()).values.find(
        (v) => v.labels.route === "routes/privacy-policy" && (v as { metricName?: string }).metricName?.endsWith("_count"),
      );
      return { requests: requests?.value ?? 0, hits, timed: timed?.value ?? 0 };
    };
    const before = await count();
    await send(viaExpress, "GET", "/en/privacy-policy");
    const afterExpress = await count();
    await send(viaLaneOnly, "GET", "/en/privacy-policy");
    const afterLane = await count();
    const delta = (a: typeof before, b: typeof before) => ({
      requests: b.requests - a.requests,
      hits: b.hits - a.hits,
      timed: b.timed - a.timed,
    });
    expect(delta(before, afterExpress)).toEqual({ requests: 1, hits: 1, timed: 1 });
    expect(delta(afterExpress, afterLane)).toEqual({ requests: 1, hits: 1, timed: 1 });
  });

  it.each<[string, string, Record<string, string>]>([
    ["a miss", `/ko${catalogue.facts[7]!.path}`, {}],
    ["POST", "/en/contact-us", {}],
    ["OPTIONS", FACT, {}],
    ["GET", "/en/./fact/space/venus-day-longer-than-year", {}],
    ["GET", "/en/fact/space/venus%2Dday-longer-than-year", {}],
    ["GET", "/assets/../en/fact/space/venus-day-longer-than-year", {}],
    ["GET", FACT, { Host: "127.0.0.1/en/privacy-policy?" }],
    ["GET", "/favicon.svg", {}],
  ])("declines %s %s %j, which Express answers", async (method, path, headers) => {
    await send(viaExpress, "GET", FACT);
    const realMethod = method === "a miss" ? "GET" : method;
    expect((await send(viaLaneOnly, realMethod, path, headers)).status).toBe(599);
    const [both, express] = [await send(viaBoth, realMethod, path, headers), await send(viaExpress, realMethod, path, headers)];
    expect(both.status).toBe(express.status);
  });

  it("answers kept pages during a drain too, saying Connection: close as Express does", async () => {
    await send(viaExpress, "GET", FACT);
    app.locals.state.draining = true;
    try {
      const [lane, express] = [await send(viaLaneOnly, "GET", FACT), await send(viaExpress, "GET", FACT)];
      expect(lane.status).toBe(200);
      expect(lane.headers.connection).toBe("close");
      expect(comparable(lane)).toEqual(comparable(express));
    } finally {
      app.locals.state.draining = false;
    }
  });
});
