// Reads data/sentence-pairs/<category>.json (sentence-pairs.ts) for the side-by-side page and for check:content
// (scripts/content/sentence-pairs.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Fact } from "../catalogue/schema";
import { factPairsSchema, type FactPairs } from "./sentence-pairs";

export type RawPairs = Record<string, unknown>;

export const PAIRS_DIR = "sentence-pairs";

export type Read = { ok: true; pairs: RawPairs } | { ok: false; message: string };

/** A sentence-pairs file as read: its pairs by fact id, or why it cannot be used. */
export function readPairsFile(file: string): Read {
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
