import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildCatalogue, CatalogueError, type Catalogue, type CatalogueFile } from "./catalogue";
import {
  compileCatalogue,
  CompiledCatalogueError,
  readCompiledCatalogue,
  sourceDigest,
  type SourceFile,
} from "./compiled-catalogue.server";

/** Compiled catalogues kept in a folder: enough for the shipped one, a benchmark's and a few edits. */
const KEEP_COMPILED = 4;

export interface LoadOptions {
  /**
   * Folder of compiled catalogues (a build artefact, ADR 009). With it, sources whose exact bytes were
   * validated before are read from their compiled form, and newly validated ones are compiled there.
   */
  compiledDir?: string;
  /** Hears how the catalogue was read, and why a compiled form was not used or not kept. */
  note?: (level: "info" | "warn", message: string) => void;
  /**
   * Takes the work of compiling newly validated sources and keeping the result, to run it later
   * (the server: once the search index is built, so that it never delays the first pages).
   * By default it runs at once.
   */
  deferCompiling?: (compile: () => void) => void;
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

/** Reads the catalogue folder's sources: categories.json first, then every facts/*.json by name. */
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
  return [readSource(dir, "categories.json"), ...names.map((n) => readSource(dir, `facts/${n}`))];
}

/** The name a compiled catalogue of the folder's current sources has (or would have). */
export function compiledFileName(dir: string): string {
  return `${sourceDigest(readSources(dir))}.bin`;
}

/**
 * Reads and validates the catalogue folder (categories.json and every facts/*.json); throws CatalogueError
 * naming file, record and field. With `compiledDir`, sources validated before are read from their compiled form.
 */
export function loadCatalogue(
  dir: string,
  { compiledDir, note = () => {}, deferCompiling = (compile) => compile() }: LoadOptions = {},
): Catalogue {
  const sources = readSources(dir);
  const digest = compiledDir ? sourceDigest(sources) : "";
  const compiledFile = compiledDir ? path.join(compiledDir, `${digest}.bin`) : "";
  if (compiledFile) {
    const compiled = readCompiled(compiledFile, digest, note);
    if (compiled) return compiled;
  }
  const [categories, ...facts] = sources.map((s) => parseSource(dir, s));
  const catalogue = buildCatalogue(categories!, facts);
  note("info", `catalogue validated from its sources (${catalogue.facts.length} facts)`);
  if (compiledDir) deferCompiling(() => keepCompiled(compiledDir, compiledFile, () => compileCatalogue(catalogue, digest), note));
  return catalogue;
}

function readCompiled(file: string, digest: string, note: NonNullable<LoadOptions["note"]>): Catalogue | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      note("warn", `compiled catalogue ${file} cannot be read: ${(error as Error).message}`);
    return undefined;
  }
  try {
    const catalogue = readCompiledCatalogue(bytes, digest);
    touch(file);
    note("info", `catalogue read from its compiled form (${catalogue.facts.length} facts, validated when compiled)`);
    return catalogue;
  } catch (error) {
    // Whatever went wrong, the sources are still there to validate: a compiled form is only a shortcut.
    const why = error instanceof CompiledCatalogueError ? error.message : String(error);
    note("warn", `compiled catalogue ${file} not used (${why}): validating the sources instead`);
    return undefined;
  }
}

/** Marks a compiled catalogue as recently used, so pruning keeps it. */
function touch(file: string): void {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // A read-only folder: it simply ages.
  }
}

/** Writes a compiled catalogue atomically (never half-written under its name) and prunes the least recently used. */
function keepCompiled(dir: string, file: string, compile: () => Buffer, note: NonNullable<LoadOptions["note"]>): void {
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    const bytes = compile();
    mkdirSync(dir, { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    note("info", `catalogue compiled into ${file}`);
  } catch (error) {
    note(
      "warn",
      `compiled catalogue not kept in ${dir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): the next start validates again`,
    );
    try {
      unlinkSync(partial);
    } catch {
      // Never written.
    }
    return;
  }
  try {
    const kept = readdirSync(dir)
      .filter((n) => n.endsWith(".bin"))
      .map((n) => ({ file: path.join(dir, n), used: statSync(path.join(dir, n)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    for (const old of kept.slice(KEEP_COMPILED)) unlinkSync(old.file);
  } catch {
    // Another process pruned at the same time; the next write tries again.
  }
}
