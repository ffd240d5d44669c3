// Validates data/ (or CATALOGUE_DIR) with the same schema the server uses and compiles it into
// build/catalogue, so that the production server starts without validating it again (ADR 009).
//
// `npm run build` runs it last (React Router empties build/ first) and drops every compiled catalogue
// of an earlier build: the schema or the layout may have changed with the code. With --keep-others,
// which `npm start` uses for a CATALOGUE_DIR of its own, it only adds what is missing.
import { rmSync } from "node:fs";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { readCatalogueDir } from "../app/lib/config";

const dir = readCatalogueDir();
const compiledDir = "build/catalogue";
if (!process.argv.includes("--keep-others")) rmSync(compiledDir, { recursive: true, force: true });
try {
  let how = "";
  const catalogue = loadCatalogue(dir, {
    compiledDir,
    note: (level, message) => (level === "warn" ? console.warn(message) : (how = message)),
  });
  console.log(`Catalogue OK: ${catalogue.facts.length} facts in ${catalogue.categories.length} categories (${dir}); ${how}.`);
} catch (error) {
  console.error(`Catalogue invalid:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
