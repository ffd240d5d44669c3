import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildCatalogue, CatalogueError, compareNewestFirst, indexCatalogue, type Catalogue, type CatalogueFile } from "./catalogue";
import type { EventDates } from "../on-this-day/event-dates";
import type { Category, Fact } from "./schema";

export interface LoadOptions {
  /**
   * Folder where validations are recorded (a build artefact, ADR 030): `npm run build` validates the sources and
   * leaves a mark named by the digest of their exact bytes; a load that finds the mark reads the JSON as plain
   * objects without validating it again. Sources with no mark are validated, and marked.
   */
  validatedDir?: string;
  /** Hears how the catalogue was read. */
  note?: (level: "info" | "warn", message: string) => void;
}

interface SourceFile {
  name: string;
  bytes: Buffer;
}

function readSource(dir: string, name: string): SourceFile {
  try {
    return { name, bytes: readFileSync(path.join(dir, name)) };
  } catch (error) {
    throw new CatalogueError(`${path.join(dir, name)}: cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

function parseSource(dir: string, source: SourceFile): CatalogueFile {
  const file = path.join(dir, source.name);
  try {
    return { file, json: JSON.parse(source.bytes.toString("utf8")) };
  } catch (error) {
    throw new CatalogueError(`${file}: is not valid JSON (${(error as Error).message})`);
  }
}

/** The folder's event dates (On this day): read with the facts, and optional (a folder without dates has none). */
const EVENT_DATES = "event-dates.json";

/**
 * Reads the catalogue folder's sources: categories.json first, then every facts/*.json by name, then
 * event-dates.json when there is one.
 */
function readSources(dir: string): SourceFile[] {
  const factsDir = path.join(dir, "facts");
  let names: string[];
  try {
    names = readdirSync(factsDir)
      .filter((n) => n.endsWith(".json"))
      .sort();
  } catch {
    throw new CatalogueError(`${factsDir}: folder is missing`);
  }
  const dates = existsSync(path.join(dir, EVENT_DATES)) ? [readSource(dir, EVENT_DATES)] : [];
  return [readSource(dir, "categories.json"), ...names.map((n) => readSource(dir, `facts/${n}`)), ...dates];
}

/** Names the sources' exact bytes: a mark of validation is only ever taken for the bytes that were validated. */
function sourceDigest(files: readonly SourceFile[]): string {
  const hash = createHash("sha256").update("curio-catalogue\n");
  for (const file of files) hash.update(`${file.name}\n${file.bytes.length}\n`).update(file.bytes);
  return hash.digest("hex");
}

/** The file that marks the folder's current sources as validated by this build (whether or not it exists yet). */
export function validationMark(dir: string, validatedDir: string): string {
  return path.join(validatedDir, `${sourceDigest(readSources(dir))}.validated`);
}

/** Sources a build has validated: the records as they are, sorted and indexed, with no schema pass. */
function trustedCatalogue(categories: CatalogueFile, facts: CatalogueFile[], eventDates: CatalogueFile | undefined): Catalogue {
  const all = facts.flatMap((file) => file.json as Fact[]);
  return indexCatalogue(categories.json as Category[], all.sort(compareNewestFirst), (eventDates?.json ?? {}) as EventDates);
}

/**
 * Reads the catalogue folder (categories.json, every facts/*.json and event-dates.json) into plain objects. Validates them (throwing
 * CatalogueError naming file, record and field) unless `validatedDir` holds the mark of these exact bytes.
 */
export function loadCatalogue(dir: string, { validatedDir, note = () => {} }: LoadOptions = {}): Catalogue {
  const sources = readSources(dir);
  const mark = validatedDir ? path.join(validatedDir, `${sourceDigest(sources)}.validated`) : "";
  const parsed = sources.map((s) => parseSource(dir, s));
  const [categories, ...rest] = parsed;
  const dates = sources.at(-1)!.name === EVENT_DATES ? rest.pop() : undefined;
  if (mark && existsSync(mark)) {
    const catalogue = trustedCatalogue(categories!, rest, dates);
    note("info", `catalogue read as validated at build (${catalogue.facts.length} facts)`);
    return catalogue;
  }
  const catalogue = buildCatalogue(categories!, rest, dates);
  note("info", `catalogue validated from its sources (${catalogue.facts.length} facts)`);
  if (mark) recordValidated(validatedDir!, mark, note);
  return catalogue;
}

/** Marks these sources as validated, so the next start reads them without the schema; a folder it cannot write is a warning. */
function recordValidated(dir: string, mark: string, note: NonNullable<LoadOptions["note"]>): void {
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(mark, `${new Date().toISOString()}\n`);
  } catch (error) {
    note(
      "warn",
      `validation not recorded in ${dir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): the next start validates again`,
    );
  }
}
