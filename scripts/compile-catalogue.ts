// Validates data/ (or CATALOGUE_DIR) with the same schema the server uses and compiles it into
// build/catalogue, so that the production server starts without validating it again (ADR 009).
// Runs last in every build, since React Router empties build/ first. Compiled catalogues from an
// earlier build are dropped all the same: the schema or the layout may have changed with the code.
import { rmSync } from "node:fs";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue";
import { readConfig } from "../app/lib/config";

const dir = readConfig().catalogueDir;
const compiledDir = "build/catalogue";
rmSync(compiledDir, { recursive: true, force: true });
try {
  const catalogue = loadCatalogue(dir, {
    compiledDir,
    note: (level, message) => level === "warn" && console.warn(message),
  });
  console.log(`Catalogue OK: ${catalogue.facts.length} facts in ${catalogue.categories.length} categories (${dir}), compiled into ${compiledDir}.`);
} catch (error) {
  console.error(`Catalogue invalid:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
