// Reads data/sentence-pairs/<category>.json (sentence-pairs.ts) for check:content and for the side-by-side page.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import { factPairsSchema, pairProblems, type FactPairs } from "./sentence-pairs";

type RawPairs = Record<string, unknown>;

export const PAIRS_DIR = "sentence-pairs";

export interface PairsProblem {
  file: string;
  /** The fact's path, or the file itself when the whole file is wrong. */
  where: string;
  message: string;
}

type Read = { ok: true; pairs: RawPairs } | { ok: false; message: string };

function readPairsFile(file: string): Read {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message:
        code === "ENOENT" ? "is missing (npm run data:sentence-pairs makes it)" : `cannot be read (${code ?? (error as Error).message})`,
    };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, message: "must be an object of fact id → pairs" };
  return { ok: true, pairs: json as RawPairs };
}

/** Every problem of the catalogue's sentence pairs: each fact has pairs that rebuild its texts, and no pairs name a fact that is not there. */
export function checkSentencePairs(catalogue: Catalogue, dir: string): PairsProblem[] {
  const problems: PairsProblem[] = [];
  for (const category of catalogue.categories) {
    const file = path.join(dir, PAIRS_DIR, `${category.slug}.json`);
    const facts = catalogue.facts.filter((f) => f.category === category.slug);
    const read = readPairsFile(file);
    if (!read.ok) {
      problems.push({ file, where: file, message: read.message });
      continue;
    }
    for (const fact of facts) {
      const raw = read.pairs[fact.id];
      if (raw === undefined) {
        problems.push({ file, where: fact.path, message: "has no sentence pairs (npm run data:sentence-pairs makes them)" });
        continue;
      }
      const parsed = factPairsSchema.safeParse(raw);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems.push({ file, where: fact.path, message: `${issue.path.join(".")} ${issue.message}` });
      else {
        const rebuild = pairProblems(fact, parsed.data);
        for (const message of rebuild) problems.push({ file, where: fact.path, message });
        // A reviewer confirms that each pair says the same thing before the pairs are shown as such.
        if (rebuild.length === 0 && !parsed.data.reviewed)
          problems.push({
            file,
            where: fact.path,
            message: `are not reviewed: read each pair, English against Korean, then npm run data:sentence-pairs -- --review ${fact.path} --by <name>`,
          });
      }
    }
    const ids = new Set(facts.map((f) => f.id));
    for (const id of Object.keys(read.pairs))
      if (!ids.has(id)) problems.push({ file, where: id, message: "pairs a fact the category does not have" });
  }
  return problems;
}

const cache = new Map<string, Map<string, RawPairs | null>>();

/**
 * A fact's stored pairs, read once per catalogue folder (CATALOGUE_DIR, from the project root the server runs
 * in) and category; undefined where there are none or they are malformed (the page then pairs whole paragraphs).
 */
export function storedPairs(catalogueDir: string, fact: Fact): FactPairs | undefined {
  const dir = path.resolve(catalogueDir);
  let byCategory = cache.get(dir);
  if (!byCategory) cache.set(dir, (byCategory = new Map()));
  if (!byCategory.has(fact.category)) {
    const read = readPairsFile(path.join(dir, PAIRS_DIR, `${fact.category}.json`));
    byCategory.set(fact.category, read.ok ? read.pairs : null);
  }
  return factPairsSchema.safeParse(byCategory.get(fact.category)?.[fact.id]).data;
}
