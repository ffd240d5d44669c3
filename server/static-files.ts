import { readdirSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { precompressedAssets } from "./precompressed";

/** Mounts served by express.static without falling through to pages. Express matches mount paths case-blind. */
const MOUNTS = /^\/(assets|og)(\/|$)/i;

/** The production client build's files: hashed assets, share images, and the short-cached rest. */
export function staticFiles(clientDir: string): Router {
  const router = Router();
  const serviceWorker = path.join(clientDir, "sw.js");
  const assets = path.join(clientDir, "assets");
  // Scripts and stylesheets go as their brotli or gzip copy made at build, never compressed per request.
  router.use(
    "/assets",
    precompressedAssets(assets),
    express.static(assets, { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
  );
  // A fact's share card is named by the hash of what it shows (scripts/make-fact-cards.ts): a new card is a new name.
  router.use(
    "/og/cards",
    express.static(path.join(clientDir, "og", "cards"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
  );
  // The category and site images keep their names when redrawn, so a month rather than immutable.
  router.use("/og", express.static(path.join(clientDir, "og"), { maxAge: "30d", fallthrough: false, index: false }));
  // The service worker is checked for a new version on every visit (browsers revalidate it; no-cache says so
  // to any cache between): a deploy reaches readers on their next page, never a day later (ADR 024).
  const files = express.static(clientDir, {
    maxAge: "1h",
    index: false,
    redirect: false,
    setHeaders: (res, file) => {
      if (file === serviceWorker) res.setHeader("Cache-Control", "no-cache");
    },
  });
  // Only names with an extension can be files (favicon.svg, robots.txt…): pages skip the disk lookup.
  router.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  return router;
}

/**
 * Whether the static step may answer a canonical request path before any page does: under its mounts, or a
 * file of the build (whose files do not change while the server runs, so they are listed once).
 */
export function servedAsFile(clientDir: string): (canonicalPath: string) => boolean {
  const files = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    const requested = `/${relative.split(path.sep).map(encodeURIComponent).join("/")}`;
    if (!MOUNTS.test(requested)) files.add(requested);
  }
  return (canonicalPath) => MOUNTS.test(canonicalPath) || files.has(canonicalPath);
}
