import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { chooseEncoding } from "./encoding";

/** The built assets that get brotli and gzip copies at build (scripts/precompress-assets.ts): scripts and stylesheets. */
export const PRECOMPRESSED = /\.(js|css)$/;

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Sends a built asset's brotli or gzip copy when Accept-Encoding prefers one (read by the site's one negotiation,
 * encoding.ts, q-values honoured), through the express.static that follows: the request is pointed at
 * the copy, with the asset's own type and the copy's encoding set first (send keeps a type already set). Each
 * copy has its own ETag and length, HEAD included; a client that takes neither gets the plain file. The copies
 * are not addresses of their own (404), and an asset without both copies is sent as before. ADR 027.
 */
export function precompressedAssets(dir: string) {
  const names = new Set(
    readdirSync(dir).filter(
      (name) => PRECOMPRESSED.test(name) && Object.values(SUFFIX).every((suffix) => existsSync(path.join(dir, name + suffix))),
    ),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (/\.(br|gz)$/i.test(req.path)) return next(Object.assign(new Error("Not Found"), { status: 404 }));
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !names.has(name)) return next();
    res.vary("Accept-Encoding");
    // Chosen here, also when it is the plain file: the compression step must not deflate it (app.ts).
    res.locals.encodedHere = true;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity") return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}${SUFFIX[encoding]}${req.url.slice(req.path.length)}`;
    next();
  };
}
