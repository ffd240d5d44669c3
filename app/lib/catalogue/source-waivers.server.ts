import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "../i18n/languages";
import { CatalogueError } from "./catalogue";
import { sourceNotes, sourceWaiverSchema, type SourceWaiver } from "./source-waivers";

/** One entry of a source-waivers file that does not hold: the file and the field, as the catalogue's errors name them. */
export interface SourceWaiverFileProblem {
  file: string;
  field: string;
  message: string;
}

/** Every data/source-waivers-*.json of a catalogue folder, read and validated: the waivers that hold, and the problems of those that do not. */
export function readSourceWaivers(dir: string): { waivers: SourceWaiver[]; problems: SourceWaiverFileProblem[] } {
  const waivers: SourceWaiver[] = [];
  const problems: SourceWaiverFileProblem[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return { waivers, problems }; // A catalogue folder without waivers (a test's) has none to read.
  }
  const names = entries.filter((name) => /^source-waivers-[a-z0-9-]+\.json$/.test(name)).sort();
  for (const name of names) {
    const file = path.join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push({ file, field: "(file)", message: `is not valid JSON (${(error as Error).message})` });
      continue;
    }
    const parsed = sourceWaiverSchema.array().safeParse(json);
    if (parsed.success) waivers.push(...parsed.data);
    else for (const issue of parsed.error.issues) problems.push({ file, field: issue.path.join("."), message: issue.message });
  }
  return { waivers, problems };
}

const notesByDir = new Map<string, Map<string, Record<Lang, string>>>();

/**
 * What the fact page tells readers about a fact's missing source (source-waivers.ts), from the catalogue folder
 * `dir` (CATALOGUE_DIR, resolved from the working directory, as the server is run from the project root). Read once:
 * the files change only with a deploy. A bad file throws, naming it, as a bad catalogue does.
 */
export function sourceNote(dir: string, factPath: string, lang: Lang): string | undefined {
  const folder = path.resolve(dir);
  let notes = notesByDir.get(folder);
  if (!notes) {
    const { waivers, problems } = readSourceWaivers(folder);
    const [first] = problems;
    if (first) throw new CatalogueError(`${first.file}: ${first.field} ${first.message}`);
    notes = sourceNotes(waivers);
    notesByDir.set(folder, notes);
  }
  return notes.get(factPath)?.[lang];
}
