// Builds the production bundle when it is missing or older than any source it is made from, and makes sure
// a catalogue given by CATALOGUE_DIR is validated (and recorded as validated) before the server starts (ADR 030).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const outputs = ["build/server/index.js", "build/server.js"].map((f) => path.join(root, f));
const sources = [
  "app",
  "server",
  "public",
  "data",
  "server.ts",
  "worker",
  "scripts/build-offline.ts",
  "scripts/precompress-assets.ts",
  "scripts/bundle-server.mjs",
  "scripts/bundle",
  "scripts/ascii-bundle.mjs",
  "scripts/validate-catalogue.ts",
  "scripts/list-messages.ts",
  "scripts/make-fact-cards.ts",
  "scripts/make-quiz-cards.ts",
  "scripts/share-card-fonts.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
  "package.json",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = outputs.every((f) => existsSync(f)) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
const rebuild = built === 0 || sources.some((s) => newest(path.join(root, s)) > built);
if (rebuild) {
  console.log(built === 0 ? "No production build yet: building…" : "Sources changed since the last build: rebuilding…");
  // Always a production build, even when called from a test run (Vitest sets NODE_ENV=test, which would
  // make Vite bundle React's development build).
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
// A build validates the configured catalogue itself; without one, a CATALOGUE_DIR of its own is validated
// here (quick once it is recorded).
if (process.env.CATALOGUE_DIR && !rebuild) {
  try {
    execSync("node --import tsx scripts/validate-catalogue.ts --keep-others", { cwd: root, stdio: "inherit" });
  } catch {
    process.exit(1); // The script has said what is wrong with the catalogue.
  }
}
