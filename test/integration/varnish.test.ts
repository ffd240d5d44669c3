import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt, publishedOn } from "../../app/lib/catalogue/published";
import { factOfDay } from "../../app/lib/daily/rotation";
import { nextSeoulMidnight, seoulDay } from "../../app/lib/time/seoul-day";
import { startBuiltServer, type BuiltServer } from "../support/production-server";
import { startTestServer } from "../support/server";
import { startVarnish, type Varnish } from "../support/varnish";

// Varnish 7 (Debian's) with the shipped VCL (deploy/varnish/) in front of the production build at its defaults,
// two workers: the cache that makes the site scale, proved with real HTTP (issue 47, ADR 028).
let origin: BuiltServer & { base: string };
let varnish: Varnish;
beforeAll(async () => {
  const built = await startBuiltServer({ WEB_CONCURRENCY: "2" });
  origin = Object.assign(built, { base: built.url });
  varnish = await startVarnish(Number(new URL(origin.base).port));
}, 60_000);
afterAll(async () => {
  await varnish?.close();
  await origin?.close();
});

interface Answer {
  status: number;
  cache: string;
  body: Buffer;
  headers: Headers;
}

/** One request through Varnish (or straight to `base`), redirects not followed, the body read whole. */
async function ask(path: string, headers: Record<string, string> = {}, base = varnish.url, method = "GET"): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method, headers: { "accept-encoding": "gzip", ...headers }, redirect: "manual" });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, cache: res.headers.get("x-cache") ?? "", body, headers: res.headers };
}

/** Requests every path once, `concurrency` at a time, in order. */
async function crawl(paths: readonly string[], headers: Record<string, string> = {}, concurrency = 4): Promise<Answer[]> {
  const answers: Answer[] = new Array(paths.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const i = next++;
        answers[i] = await ask(paths[i]!, headers);
      }
    }),
  );
  return answers;
}

/** Every address of the sitemap (index and parts), as paths. */
async function sitemapPaths(): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await ask(path, {}, origin.base)).body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const top = await locs("/sitemap.xml");
  const parts = top.filter((p) => p.startsWith("/sitemaps/"));
  return parts.length > 0 ? (await Promise.all(parts.map(locs))).flat() : top;
}

describe("the whole site through Varnish", () => {
  it("holds every sitemap address: the second pass is at least 99 % hits, and a reader with cookies gets the same bytes", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(500);
    const first = await crawl(paths);
    expect(first.filter((a) => a.status !== 200).map((a, i) => `${paths[i]} ${a.status}`)).toEqual([]);
    const second = await crawl(paths);
    const hits = second.filter((a) => a.cache === "hit").length;
    const ratio = hits / paths.length;
    console.log(`Varnish, sitemap second pass: ${hits} of ${paths.length} hits (${(ratio * 100).toFixed(2)} %)`);
    expect(ratio).toBeGreaterThanOrEqual(0.99);
    // Readers with the site's cookies and anyone else's: the same cached answers, byte for byte.
    // (Home is among them, private: its random fact is each reader's own.)
    const sample = paths.filter((path, i) => i % 8 === 0 && second[i]!.cache === "hit");
    expect(sample.length).toBeGreaterThan(90);
    const withCookies = await crawl(sample, { cookie: "theme=dark; lang=ko; _ga=GA1.2.3; session=abc" });
    sample.forEach((path, i) => {
      const plain = second[paths.indexOf(path)]!;
      expect(withCookies[i]!.cache, path).toBe("hit");
      expect(withCookies[i]!.body.equals(plain.body), path).toBe(true);
      expect(withCookies[i]!.headers.get("etag"), path).toBe(plain.headers.get("etag"));
    });
  }, 300_000);
});

describe("what Varnish never stores", () => {
  it.each([
    ["home, its random pick", "/en", {}],
    ["a quiz answered part-way", "/en/quiz?a=0", {}],
    ["the redirect chosen by the reader's language", "/", { cookie: "lang=ko" }],
    ["a 404", "/en/fact/space/no-such-fact", {}],
    ["a 404 of the API", "/api/v1/facts/space/no-such-fact", {}],
    ["a 400", "/en/quiz?a=9", {}],
  ] as const)("%s: asked twice, never a hit", async (_name, path, headers) => {
    const a = await ask(path, headers);
    const b = await ask(path, headers);
    expect([a.cache, b.cache], path).not.toContain("hit");
    expect(b.headers.get("age") ?? "0").toBe("0");
  });

  it("gives each reader home's own random fact, and the language redirect their own language", async () => {
    const picks = new Set<string>();
    for (let i = 0; i < 10; i++) picks.add(/name="after" value="([^"]+)"/.exec((await ask("/en")).body.toString())?.[1] ?? "");
    expect(picks.size).toBeGreaterThan(3);
    expect((await ask("/", { cookie: "lang=ko" })).headers.get("location")).toBe("/ko");
    expect((await ask("/", { cookie: "lang=en" })).headers.get("location")).toBe("/en");
    expect((await ask("/", { "accept-language": "ko-KR" })).headers.get("location")).toBe("/ko");
  });

  it("passes posted forms to the origin and stores none of their answers", async () => {
    const form = new URLSearchParams({ email: "reader@example.com", name: "A reader", message: "Through the cache, once." });
    const post = () =>
      fetch(`${varnish.url}/en/contact-us`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { origin: "https://curio.test", "content-type": "application/x-www-form-urlencoded" },
      });
    const [a, b] = [await post(), await post()];
    expect([a.status, b.status]).toEqual([303, 303]);
    expect([a.headers.get("x-cache"), b.headers.get("x-cache")]).toEqual(["pass", "pass"]);
    // The confirmation page (?sent=1) is no-store.
    expect((await ask("/en/contact-us?sent=1")).cache).not.toBe("hit");
    expect((await ask("/en/contact-us?sent=1")).cache).not.toBe("hit");
  });

  it("stores what the site declares public: a page, a search, a suggestion, a feed", async () => {
    for (const path of ["/ko/blog?page=2", "/en/search?query=honey", "/ko/search/suggest?query=%EA%BF%80", "/en/feed.xml"]) {
      await ask(path);
      expect((await ask(path)).cache, path).toBe("hit");
    }
  });
});

describe("no request header reaches another reader through Varnish", () => {
  const catalogue = publishedAt(loadCatalogue("data"), new Date());
  // A cold address per case (side by side is not in the sitemap the first test crawls), so that the forged
  // request is the one that fills the cache.
  const cold = catalogue.facts.slice(40, 60).map((f) => `/ko${f.path}/side-by-side`);
  const cases: [string, Record<string, string>, string?][] = [
    ["Host", { host: "evil.example" }],
    ["X-Forwarded-Host", { "x-forwarded-host": "evil.example" }],
    ["X-Forwarded-Proto", { "x-forwarded-proto": "http://evil.example/#" }],
    ["X-Forwarded-For", { "x-forwarded-for": "<script>" }],
    ["Forwarded", { forwarded: "host=evil.example;proto=http" }],
    ["Accept-Language", { "accept-language": "en-US,en;q=0.9" }],
    ["Cookie", { cookie: "theme=dark; lang=en" }],
    ["Accept-Encoding: br", { "accept-encoding": "br" }],
    ["Accept-Encoding: identity", { "accept-encoding": "identity" }],
    ["Accept-Encoding: gzip;q=0", { "accept-encoding": "gzip;q=0, deflate" }],
    ["User-Agent: a crawler", { "user-agent": "Googlebot/2.1" }],
    ["HEAD before GET", {}, "HEAD"],
  ];

  it.each(cases.map(([name, headers, method], i) => [name, headers, method ?? "GET", cold[i]!] as const))(
    "%s first leaves the clean answer intact",
    async (_name, headers, method, path) => {
      const clean = await ask(path, {}, origin.base);
      const forged = await ask(path, headers, varnish.url, method);
      expect(forged.status).toBe(200);
      const after = await ask(path);
      expect(after.status).toBe(200);
      expect(after.cache).toBe("hit");
      expect(after.body.equals(clean.body.length > 0 ? clean.body : after.body)).toBe(true);
      const text = after.body.toString("utf8");
      expect(text).not.toContain("evil.example");
      expect(text).toContain('<html lang="ko"');
      // A client that takes no coding gets the page unzipped, its ETag weakened by Varnish, never another page.
      const plain = await ask(path, { "accept-encoding": "identity" });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.body.toString("utf8")).toContain("</html>");
    },
  );

  it("sends other spellings of an address to its one address, and keeps them apart from the page", async () => {
    const path = cold[cold.length - 1]!;
    for (const spelling of [path.toUpperCase(), `${path}/`, `${path}?utm_source=x`, path.replace("/ko/", "/ko//")]) {
      const res = await ask(spelling);
      expect(res.status, spelling).toBe(301);
      expect(res.headers.get("location"), spelling).toBe(path);
    }
    const page = await ask(path);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<html lang="ko"');
  });
});

describe("a corrected fact", () => {
  it("is held at most s-maxage (one hour) by Varnish, and reaches readers at once when the deploy bans the old pages", async () => {
    const path = "/en/fact/science/honey-never-spoils";
    await ask(path);
    expect((await ask(path)).cache).toBe("hit");
    // Varnish's own record of how long it keeps the page: TTL from s-maxage, grace from stale-while-revalidate.
    const ttl = varnish.log("TTL").find((line) => /\bRFC\b/.test(line) && /\b3600\b/.test(line));
    expect(ttl, varnish.log("TTL").join("\n")).toBeDefined();
    expect(ttl).toMatch(/RFC\s+3600\s+86400\s+0\b/);
    // The deploy's step (deploy/README.md): ban every page, so the next reader of each gets the new build's.
    varnish.admin("ban", "req.url", "~", ".");
    expect((await ask(path)).cache).toBe("miss");
    expect((await ask(path)).cache).toBe("hit");
  });
});

describe("the Seoul day through Varnish", () => {
  it("never serves the previous day's pages after Seoul midnight (an origin whose clock is moved to 23:59:56)", async () => {
    // The origin's clock runs at the real pace, set once both servers are up to four seconds before a Seoul midnight.
    const midnight = nextSeoulMidnight(new Date());
    let offset = midnight.getTime() - 4_000 - Date.now();
    const now = () => new Date(Date.now() + offset);
    const catalogue = loadCatalogue("data");
    const day = seoulDay(now());
    const next = seoulDay(new Date(midnight.getTime() + 1));
    const today = factOfDay(publishedOn(catalogue, day), day)!.translations.en!.title;
    const tomorrow = factOfDay(publishedOn(catalogue, next), next)!.translations.en!.title;
    expect(today).not.toBe(tomorrow);
    const server = await startTestServer({ catalogue, now });
    const own = await startVarnish(Number(new URL(server.url).port));
    offset = midnight.getTime() - 4_000 - Date.now();
    try {
      const escape = (t: string) => t.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
      const seen: { at: number; today: boolean; tomorrow: boolean; cache: string }[] = [];
      const until = Date.now() + 7_000;
      while (Date.now() < until) {
        for (const path of ["/en/today", "/en/quiz", "/en/on-this-day", "/en/today/feed.xml", "/api/v1/facts/today?lang=en"]) {
          const res = await ask(path, {}, own.url);
          const at = now().getTime();
          const text = res.body.toString("utf8");
          if (path === "/en/today")
            seen.push({ at, today: text.includes(escape(today)), tomorrow: text.includes(escape(tomorrow)), cache: res.cache });
          // An answer that left the cache after midnight was made after midnight: its Date and the day agree.
          if (at >= midnight.getTime() + 50 && path === "/api/v1/facts/today?lang=en") expect(JSON.parse(text).day, path).toBe(next);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const before = seen.filter((s) => s.at < midnight.getTime());
      const after = seen.filter((s) => s.at >= midnight.getTime() + 50);
      expect(before.length).toBeGreaterThan(3);
      expect(before.some((s) => s.cache === "hit")).toBe(true);
      expect(before.every((s) => s.today)).toBe(true);
      expect(after.length).toBeGreaterThan(3);
      expect(after.filter((s) => !s.tomorrow)).toEqual([]);
    } finally {
      await own.close();
      await server.close();
    }
  }, 60_000);
});
