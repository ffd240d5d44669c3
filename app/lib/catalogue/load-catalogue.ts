import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { buildCatalogue, CatalogueError, type Catalogue, type CatalogueFile } from "./catalogue";

function readJson(file: string): CatalogueFile {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CatalogueError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    return { file, json: JSON.parse(text) };
  } catch (error) {
    throw new CatalogueError(`${file}: is not valid JSON (${(error as Error).message})`);
  }
}

/** Reads and validates the catalogue folder: categories.json and every facts/*.json. */
export function loadCatalogue(dir: string): Catalogue {
  const factsDir = path.join(dir, "facts");
  let names: string[];
  try {
    names = readdirSync(factsDir).filter((n) => n.endsWith(".json")).sort();
  } catch {
    throw new CatalogueError(`${factsDir}: folder is missing`);
  }
  return buildCatalogue(
    readJson(path.join(dir, "categories.json")),
    names.map((n) => readJson(path.join(factsDir, n))),
  );
}
