import { get, type IncomingHttpHeaders } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../support/built-server";

// ADR 027: scripts and stylesheets go as the brotli or gzip copy written at build, chosen by Accept-Encoding
// with q-values, each copy under its own validator; nothing is compressed per request.
const base = sharedServerUrl();
const ASSETS = path.resolve("build/client/assets");
const scripts = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's bytes as sent (no decoding), over real HTTP. */
function raw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = get(base + url, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

describe("built scripts and stylesheets, precompressed", () => {
  it("has a brotli and a gzip copy of every script the build made", () => {
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) {
      const plain = readFileSync(path.join(ASSETS, name));
      expect(brotliDecompressSync(readFileSync(path.join(ASSETS, `${name}.br`))).equals(plain), name).toBe(true);
      expect(gunzipSync(readFileSync(path.join(ASSETS, `${name}.gz`))).equals(plain), name).toBe(true);
    }
  });

  it("sends each one as the copy the client prefers, byte for byte the file written at build", async () => {
    for (const name of scripts) {
      const url = `/assets/${name}`;
      const file = (suffix = "") => readFileSync(path.join(ASSETS, name + suffix));
      const cases: [string | undefined, string | undefined, Buffer][] = [
        ["br, gzip", "br", file(".br")],
        ["gzip, deflate", "gzip", file(".gz")],
        ["gzip;q=1, br;q=0.5", "gzip", file(".gz")],
        ["br;q=0, gzip;q=0, *", undefined, file()],
        ["deflate", undefined, file()],
        [undefined, undefined, file()],
      ];
      const etags = new Set<string>();
      for (const [accept, encoding, bytes] of cases) {
        const res = await raw(url, accept ? { "Accept-Encoding": accept } : {});
        const label = `${url} with ${accept ?? "no Accept-Encoding"}`;
        expect(res.status, label).toBe(200);
        expect(res.headers["content-encoding"], label).toBe(encoding);
        expect(res.headers["content-type"], label).toBe(
          name.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8",
        );
        expect(res.headers.vary, label).toMatch(/Accept-Encoding/);
        expect(res.headers["cache-control"], label).toBe("public, max-age=31536000, immutable");
        expect(res.body.equals(bytes), label).toBe(true);
        expect(Number(res.headers["content-length"]), label).toBe(bytes.length);
        etags.add(res.headers.etag!);
      }
      // One validator per representation: plain, brotli and gzip.
      expect(etags.size, url).toBe(3);
    }
  });

  it("answers HEAD as GET, and a revalidation with the copy's own ETag with 304", async () => {
    const url = `/assets/${scripts[0]}`;
    for (const accept of ["br", "gzip", "identity"]) {
      const got = await raw(url, { "Accept-Encoding": accept });
      const head = await raw(url, { "Accept-Encoding": accept }, "HEAD");
      expect(head.body.length).toBe(0);
      for (const name of ["content-encoding", "content-length", "content-type", "etag", "vary", "cache-control"])
        expect(head.headers[name], `${accept} ${name}`).toBe(got.headers[name]);
      const again = await raw(url, { "Accept-Encoding": accept, "If-None-Match": got.headers.etag! });
      expect(again.status, accept).toBe(304);
    }
  });

  it("does not serve the copies under their own names", async () => {
    for (const suffix of [".br", ".gz", ".BR"]) expect((await raw(`/assets/${scripts[0]}${suffix}`)).status, suffix).toBe(404);
  });
});
