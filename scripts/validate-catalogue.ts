// Validates data/ (or CATALOGUE_DIR) with the schema the server uses and records it in build/catalogue, so that the
// production server reads those exact sources as plain objects without validating them again (ADR 030).
//
// `npm run build` runs it (React Router empties build/ first, so no record of an earlier build's schema survives).
// With --keep-others, which `npm start` uses for a CATALOGUE_DIR of its own, it adds its record beside the others.
import { rmSync } from "node:fs";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { readCatalogueDir } from "../app/lib/config";

const dir = readCatalogueDir();
const validatedDir = "build/catalogue";
if (!process.argv.includes("--keep-others")) rmSync(validatedDir, { recursive: true, force: true });
try {
  let how = "";
  const catalogue = loadCatalogue(dir, {
    validatedDir,
    note: (level, message) => (level === "warn" ? console.warn(message) : (how = message)),
  });
  console.log(`Catalogue OK: ${catalogue.facts.length} facts in ${catalogue.categories.length} categories (${dir}); ${how}.`);
} catch (error) {
  console.error(`Catalogue invalid:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
