import { connect } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import type { CurioApp } from "../../server";
import { startTestServer, testApp, testConfig } from "../support/server";
import { sharedServerUrl } from "../support/built-server";

// Regression tests for the cache-integrity findings (issue #15), each reproduced over real HTTP against the
// production build before it was fixed. ADR 010 states the threat model and the key rules they pin.
const catalogue: Catalogue = loadCatalogue("data");
const FACT = "/en/fact/space/first-black-hole-image";
const FACT_TITLE = catalogue.byPath.get("/fact/space/first-black-hole-image")!.translations.en!.title;
const fixed = () => 0.42;

function memoryLogger() {
  const lines: { level: number; msg?: string; res?: { status: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe("one request identity: no header moves what is rendered", () => {
  let app: CurioApp;
  beforeAll(async () => {
    app = await testApp({ catalogue, rng: fixed });
  });

  it.each([
    [FACT, "127.0.0.1/en/privacy-policy?"],
    ["/en/search?query=moon", "127.0.0.1/en/search?query=site+closed#"],
    ["/sitemap.xml", "127.0.0.1/robots.txt?"],
    ["/en", "127.0.0.1/en/search?query=site+closed#"],
  ])("refuses a Host carrying a path (%s, Host %s) and keeps serving the clean page", async (path, host) => {
    const attack = await request(app).get(path).set("Host", host);
    expect(attack.status).toBe(400);
    expect(attack.headers["cache-control"]).toBe("no-store");
    const clean = await request(app).get(path);
    expect(clean.status).toBe(200);
    expect(clean.text).not.toContain("site closed");
    if (path.startsWith(FACT)) expect(clean.text).toContain(escapeHtml(FACT_TITLE));
    if (path === "/sitemap.xml") expect(clean.text).toContain("<urlset");
  });

  it("renders under the configured origin whatever Host and X-Forwarded-* say: the same bytes as a clean request", async () => {
    const proxied = await testApp({ catalogue, config: testConfig({ trustProxy: "loopback" }) });
    const forged = await request(proxied)
      .get(FACT)
      .set("Host", "evil.example:8080")
      .set("X-Forwarded-Proto", "http://x/robots.txt?#")
      .set("X-Forwarded-Host", "evil.example")
      .set("Forwarded", "host=evil.example;proto=http");
    expect(forged.status).toBe(200);
    expect(forged.text).toContain(escapeHtml(FACT_TITLE));
    expect(forged.text).not.toContain("evil.example");
    expect(forged.text).toContain(`https://curio.test${FACT}`);
    const clean = await request(proxied).get(FACT);
    expect(clean.text).toBe(forged.text);
    expect(clean.headers.etag).toBe(forged.headers.etag);
  });

  it("home shows only home renders, never a page another request asked for", async () => {
    const fresh = await testApp({ catalogue });
    await request(fresh).get("/en").set("X-Forwarded-Proto", "http://x/en/search?query=site+closed#");
    for (let i = 0; i < 40; i++) {
      const res = await request(fresh).get("/en");
      expect(res.status).toBe(200);
      expect(res.text).toContain('class="page home"');
      expect(res.text).not.toContain("site closed");
    }
  });
});

describe("one address per page", () => {
  it("sends unknown parameters to the page's own address, so no cache keeps a second copy", async () => {
    const fresh = await testApp({ catalogue });
    const tagged = await request(fresh).get(`${FACT}?utm_source=x&fbclid=${"y".repeat(2000)}`);
    expect(tagged.status).toBe(301);
    expect(tagged.headers.location).toBe(FACT);
    expect(tagged.text ?? "").toBe("");
  });

  it("answers the declared parameters in any order with the same bytes, and repeated ones at their address", async () => {
    const fresh = await testApp({ catalogue });
    const a = await request(fresh).get("/en/blog?category=space&page=2");
    const b = await request(fresh).get("/en/blog?page=2&category=space");
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.text).toBe(a.text);
    expect(b.headers.etag).toBe(a.headers.etag);
    const repeated = await request(fresh).get("/en/blog?page=2&category=space&category=animals&x=1");
    expect(repeated.status).toBe(301);
    expect(repeated.headers.location).toBe("/en/blog?category=space&page=2");
  });

  it.each([
    ["/en/fact/space/first-black-hole-image/side-by-side?say=q", "/en/fact/space/first-black-hole-image/side-by-side"],
    ["/en/contact-us?sent=q", "/en/contact-us"],
    ["/en/fact/space/first-black-hole-image/report?sent=yes", "/en/fact/space/first-black-hole-image/report"],
    ["/en/search?query=moon&exact=0", "/en/search?query=moon"],
  ])("takes only a parameter's declared values: %s → %s", async (url, location) => {
    const res = await request(sharedServerUrl()).get(url);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it("never echoes an undeclared parameter (home's ?ref=), nor an unknown `after`", async () => {
    const fresh = await testApp({ catalogue, rng: fixed });
    const after = catalogue.facts[0]!.path;
    const res = await request(fresh).get(`/en?after=${encodeURIComponent(after)}&ref=%3Cb%3Epwned%3C%2Fb%3E`);
    expect(res.status).toBe(301);
    expect(res.headers.location).not.toContain("pwned");
    const unknown = await request(fresh).get("/en?after=%3Cb%3Eowned%3C%2Fb%3E");
    expect(unknown.status).toBe(301);
    expect(unknown.headers.location).toBe("/en");
  });
});

describe("honest error answers", () => {
  const valid = { email: "reader@example.com", name: "Ji-woo", message: "I loved the fact about honey!" };

  it("sends the contact form's 400 (with the values echoed) and 429 as no-store, 429 with Retry-After", async () => {
    const app = await testApp({ config: testConfig({ contactRateLimit: { limit: 1, windowMs: 600_000 } }) });
    const post = (form: Record<string, string>) => request(app).post("/en/contact-us").type("form").send(form);
    const invalid = await post({ ...valid, email: "nope" });
    expect(invalid.status).toBe(400);
    expect(invalid.headers["cache-control"]).toBe("no-store");
    expect((await post(valid)).status).toBe(303);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(limited.headers["cache-control"]).toBe("no-store");
    // The limit counts in fixed windows (shared by workers and replicas): the wait is what is left of this one.
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);
  });

  it.each([
    ["a malformed path", (app: CurioApp) => request(app).get("/en/%E0%A4%A")],
    ["a missing asset", (app: CurioApp) => request(app).get("/assets/nope.js")],
    ["a missing share image", (app: CurioApp) => request(app).get("/og/nope.png")],
    [
      "a cross-site post",
      (app: CurioApp) => request(app).post("/en/contact-us").type("form").set("Origin", "https://evil.example").send("a=b"),
    ],
    [
      "a body too large",
      (app: CurioApp) =>
        request(app)
          .post("/en/contact-us")
          .type("form")
          .send(`message=${"x".repeat(70_000)}`),
    ],
  ])("gives static error pages (%s) the site's Content-Security-Policy and no-store", async (_name, send) => {
    const app = await testApp({ catalogue });
    const res = await send(app);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.text).not.toContain("<style");
  });
});

describe("the contact form behind a TLS-terminating proxy (TRUST_PROXY unset)", () => {
  it("accepts a post from the site's own https origin, and still refuses other origins", async () => {
    const app = await testApp({ config: testConfig({ siteUrl: "https://curio.example" }) });
    const post = (origin: string) =>
      request(app)
        .post("/en/contact-us")
        .type("form")
        .set("Host", "curio.example")
        .set("Origin", origin)
        .send({ ...valid(), website: "" });
    const ok = await post("https://curio.example");
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe("/en/contact-us?sent=1");
    expect((await post("https://evil.example")).status).toBe(403);
    expect((await post("null")).status).toBe(403);
  });
  const valid = () => ({ email: "reader@example.com", name: "Ji-woo", message: "I loved the fact about honey!" });
});

describe("client mistakes are 4xx and are not logged as errors", () => {
  // On the production server (build/server.js) and on the app, whose log is read here.
  it("answers bad methods, bodies and hosts with 4xx", async () => {
    const { logger, lines } = memoryLogger();
    for (const app of [sharedServerUrl(), await testApp({ catalogue, logger })]) {
      const cases: [string, request.Test, number][] = [
        ["TRACE /en", request(app).trace("/en"), 405],
        ["PUT contact", request(app).put("/en/contact-us").type("form").send("a=b"), 405],
        ["DELETE contact", request(app).delete("/en/contact-us"), 405],
        ["POST home", request(app).post("/en").type("form").send("a=b"), 405],
        ["POST without a body", request(app).post("/en/contact-us"), 400],
        [
          "POST with an empty body",
          request(app).post("/en/contact-us").set("Content-Length", "0").set("Content-Type", "application/x-www-form-urlencoded"),
          400,
        ],
        ["POST JSON", request(app).post("/en/contact-us").set("Content-Type", "application/json").send('{"a":1}'), 415],
        [
          "POST broken multipart",
          request(app).post("/en/contact-us").set("Content-Type", "multipart/form-data; boundary=xyz").send("--xyz\r\nbroken"),
          400,
        ],
        // The theme left the server (ADR 028): its old address is a page like any unknown one, and takes no posts.
        ["GET /theme", request(app).get("/theme"), 404],
        ["POST /theme", request(app).post("/theme").type("form").send("theme=dark"), 405],
        ["Host a b", request(app).get("/en").set("Host", "a b"), 400],
        ["Host [::1", request(app).get("/en").set("Host", "[::1"), 400],
        ["Host x:99999", request(app).get("/en").set("Host", "x:99999"), 400],
      ];
      for (const [name, test, status] of cases) {
        const res = await test;
        expect(res.status, name).toBe(status);
        expect(res.headers["cache-control"], name).toBe("no-store");
      }
      const put = await request(app).put("/en/contact-us").type("form").send("a=b");
      expect(put.headers.allow).toBe("GET, HEAD, POST");
      expect((await request(app).delete("/en/privacy-policy")).headers.allow).toBe("GET, HEAD");
    }
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe("encodings", () => {
  it("sends a page in a coding the client takes, each coding under its own strong ETag", async () => {
    const app = await testApp({ catalogue });
    const etags = new Map<string, string>();
    for (const [accept, encoding] of [
      ["identity", undefined],
      ["gzip;q=0, br;q=0", undefined],
      ["deflate", "deflate"],
      ["br;q=0.4, gzip;q=0.8", "gzip"],
      ["gzip, br", "br"],
    ] as const) {
      const res = await request(app).get(FACT).set("Accept-Encoding", accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers.etag, accept).toMatch(/^"[^"]+"$/);
      etags.set(encoding ?? "identity", res.headers.etag as string);
    }
    expect(etags.size).toBe(4);
    expect(new Set(etags.values()).size).toBe(4);
  });
});

describe("HEAD", () => {
  it("is answered from the same render as GET, in the same coding: same status and headers, no body", async () => {
    const app = await testApp({ catalogue });
    const head = await request(app).head(FACT).set("Accept-Encoding", "gzip");
    const get = await request(app).get(FACT).set("Accept-Encoding", "gzip");
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.status).toBe(200);
    expect(head.text ?? "").toBe("");
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers["cache-control"]).toBe(get.headers["cache-control"]);
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
  });
});

describe("cookies", () => {
  it("are Secure when the site's origin is https, and not on plain http", async () => {
    const https = await testApp({ catalogue, config: testConfig({ siteUrl: "https://curio.example" }) });
    const http = await testApp({ catalogue, config: testConfig({ siteUrl: "http://localhost:3000" }) });
    expect((await request(https).get("/language/ko?to=/ko")).headers["set-cookie"]?.[0]).toMatch(/; Secure$/);
    expect((await request(http).get("/language/ko?to=/ko")).headers["set-cookie"]?.[0]).not.toContain("Secure");
  });
});

describe("a body of unknown length", () => {
  it("gets 411 with the site's policy (raw HTTP: clients of ours never send one)", async () => {
    const server = await startTestServer({ catalogue });
    const { port } = new URL(server.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          "POST /en/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\n3\r\na=b\r\n0\r\n\r\n",
        );
      });
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    await server.close();
    expect(reply).toMatch(/^HTTP\/1\.1 411 /);
    expect(reply).toMatch(/content-security-policy: default-src 'self'/i);
    expect(reply).toMatch(/cache-control: no-store/i);
  });
});

describe("React Router's route discovery", () => {
  it("passes /__manifest its paths and version; its 200 is immutable, its 204 for another build no-store", async () => {
    const app = await testApp({ catalogue });
    const html = (await request(app).get("/en")).text;
    const version = /manifest-([0-9a-f]+)\.js/.exec(html)?.[1];
    expect(version).toBeTruthy();
    const res = await request(app).get(`/__manifest?paths=%2Fen%2Fblog,%2Fen%2Fsearch&version=${version}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(["routes/blog", "routes/search"]));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request(app).get(`/__manifest?paths=%2Fen%2Fblog&version=${version}&x=1`)).status).toBe(301);
    const stale = await request(app).get(`/__manifest?paths=%2Fen%2Fblog&version=stale`);
    expect(stale.status).toBe(204);
    expect(stale.headers["cache-control"]).toBe("no-store");
  });
});
