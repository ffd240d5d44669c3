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
  // Only the build's own files (listed once: they do not change while the server runs); pages skip the disk.
  const names = buildFiles(clientDir);
  router.use((req, res, next) => (names.has(req.path) ? files(req, res, next) : next()));
  return router;
}

/** The request paths of the client build's files outside its mounts ("/favicon.svg", "/sw.js"…). */
function buildFiles(clientDir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    const requested = `/${relative.split(path.sep).map(encodeURIComponent).join("/")}`;
    if (!MOUNTS.test(requested)) names.add(requested);
  }
  return names;
}
