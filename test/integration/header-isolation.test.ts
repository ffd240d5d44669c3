import fc from "fast-check";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import type { CurioApp } from "../../server";
import { testApp } from "../support/server";

// Property: whatever Host, X-Forwarded-*, Forwarded and Cookie values a request carries, the next clean
// request for the same path gets exactly the clean body. The reference bodies come from a second app that
// no forged request ever reaches. Home is pinned by a fixed random source so its clean body is one page.
const catalogue = loadCatalogue("data");
const rng = () => 0.3;
const PATHS = [
  "/en",
  "/ko",
  "/en/fact/space/first-black-hole-image",
  "/ko/fact/science/honey-never-spoils",
  "/en/blog",
  "/ko/blog?category=space&page=2",
  "/en/search?query=moon",
  "/ko/search?query=%EA%BF%80",
  "/en/search/suggest?query=ven",
  "/en/privacy-policy",
  "/ko/terms-of-service",
  "/en/contact-us",
  "/en/feed.xml",
  "/sitemap.xml",
  "/blog-metadata.json",
];

const printable = (max: number) => fc.string({ maxLength: max }).filter((v) => /^[\x20-\x7e]*$/.test(v));
const hostLike = fc.oneof(
  printable(40),
  fc.constantFrom("127.0.0.1/en/privacy-policy?", "evil.example", "evil.example:444", "[::1]:3000", "x/robots.txt?#", "localhost"),
);
const forged = fc.record(
  {
    host: hostLike,
    "x-forwarded-host": hostLike,
    "x-forwarded-proto": fc.oneof(printable(30), fc.constantFrom("https", "http://x/robots.txt?#", "javascript")),
    "x-forwarded-prefix": printable(30),
    "x-original-url": fc.constantFrom("/en/privacy-policy", "/admin"),
    forwarded: fc.oneof(printable(40), fc.constant("for=1.2.3.4;host=evil.example;proto=http")),
    cookie: fc.oneof(printable(40), fc.constantFrom("theme=dark", "theme=light; lang=ko", "theme=<x>", "lang=ko")),
    "user-agent": fc.constantFrom("Googlebot/2.1", "curl/8", "Mozilla/5.0"),
  },
  { requiredKeys: [] },
);
const junk = fc.option(fc.dictionary(fc.constantFrom("utm_source", "ref", "x", "_routes", "after"), printable(20), { maxKeys: 2 }));

/**
 * Nonces differ per render by design (a kept page carries its render's nonce, unused: its policy lists
 * script hashes), so the two apps' pages are compared with every nonce blanked out.
 */
function comparable(res: request.Response): string {
  const nonce = /'nonce-([^']+)'/.exec(res.headers["content-security-policy"] ?? "")?.[1];
  return (nonce ? res.text.replaceAll(nonce, "NONCE") : res.text).replace(/nonce="[^"]*"/g, 'nonce="NONCE"');
}

describe("forged request headers", () => {
  let app: CurioApp;
  const reference = new Map<string, string>();
  beforeAll(async () => {
    const untouched = await testApp({ catalogue, rng });
    app = await testApp({ catalogue, rng });
    for (const path of PATHS) reference.set(path, comparable(await request(untouched).get(path)));
  });

  it("never change what the next clean request for the same path gets", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), forged, junk, async (path, headers, extra) => {
        const query = extra ? new URLSearchParams(extra).toString() : "";
        const target = query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
        const attack = await request(app).get(target).set(headers);
        expect(attack.status).toBeLessThan(500);
        const clean = await request(app).get(path);
        expect(clean.status).toBe(200);
        expect(comparable(clean)).toBe(reference.get(path));
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});
