// Validates data/ (or CATALOGUE_DIR) with the same schema the server uses; runs before every build.
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue";
import { readConfig } from "../app/lib/config";

const dir = readConfig().catalogueDir;
try {
  const catalogue = loadCatalogue(dir);
  console.log(`Catalogue OK: ${catalogue.facts.length} facts in ${catalogue.categories.length} categories (${dir}).`);
} catch (error) {
  console.error(`Catalogue invalid:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
