// The content checks of trust-data-shape.md over the whole catalogue: npm run check:content [-- data-dir]
// Prints each problem as `path field check: message` and exits 1 on any. Names come from data/names.json and
// data/names-*.json, reviewed waivers from data/content-waivers.json and data/content-waivers-*.json, pairs of
// facts kept on purpose despite overlapping (duplicate check) from data/linked-facts.json and data/linked-facts-*.json,
// waivers for facts without a source checked in a stored copy from data/source-waivers-*.json.
// Every fact's sentence pairs (data/sentence-pairs/<category>.json) must rebuild its paragraphs in both languages
// and be recorded as reviewed. Every Korean key term has a pronunciation read twice (data/pronunciations/<category>.json).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CatalogueError } from "../app/lib/catalogue/catalogue";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { checkSentencePairs } from "../app/lib/bilingual/sentence-pairs.server";
import { checkCatalogue, type ListFile } from "../app/lib/content/check-catalogue";
import { sourceProblems, sourceWaiverSchema, type SourceWaiver } from "../app/lib/content/sources";
import { formatProblem } from "../app/lib/content/waivers";
import { dictionary } from "cmu-pronouncing-dictionary";
import { checkEnglishSounds, checkPronunciations } from "../app/lib/pronunciation/reviewed.server";
import { englishSoundsOf } from "./pronunciation/english-ipa";
import { checkEventDatesFile } from "../app/lib/on-this-day/check-event-dates-file.server";

const dir = process.argv[2] ?? "data";

function listFiles(stem: string): ListFile[] {
  return readdirSync(dir)
    .filter((name) => name === `${stem}.json` || (name.startsWith(`${stem}-`) && name.endsWith(".json")))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      try {
        return { file, json: JSON.parse(readFileSync(file, "utf8")) as unknown };
      } catch (error) {
        return { file, json: `not valid JSON (${(error as Error).message})` };
      }
    });
}

let catalogue;
try {
  catalogue = loadCatalogue(dir);
} catch (error) {
  // The schema's own checks come first: a record it refuses cannot be compared.
  if (!(error instanceof CatalogueError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { problems, unusedWaivers } = checkCatalogue(catalogue, listFiles("names"), listFiles("content-waivers"), listFiles("linked-facts"));
problems.push(...checkEventDatesFile(catalogue, dir));
// Sources one tap away: a checked link for every fact, or a reviewed waiver (app/lib/content/sources.ts).
const sourceWaivers: SourceWaiver[] = [];
for (const { file, json } of listFiles("source-waivers")) {
  const parsed = sourceWaiverSchema.array().safeParse(json);
  if (parsed.success) sourceWaivers.push(...parsed.data);
  else
    for (const issue of parsed.error.issues)
      problems.push({ path: file, field: issue.path.join("."), check: "format", message: issue.message });
}
problems.push(...sourceProblems(catalogue.facts, sourceWaivers));
for (const waiver of unusedWaivers)
  console.warn(`note: waiver ${waiver.path} ${waiver.field} ${waiver.check} covers nothing (the text or the check has changed)`);
for (const problem of problems) console.log(formatProblem(problem));
const pairProblems = checkSentencePairs(catalogue, dir);
for (const problem of pairProblems) console.log(`${problem.where} sentence-pairs: ${problem.message} (${problem.file})`);
const soundProblems = checkPronunciations(catalogue, dir);
for (const problem of soundProblems) console.log(`${problem.where} pronunciation: ${problem.message} (${problem.file})`);
const englishProblems = checkEnglishSounds(dir, englishSoundsOf(catalogue, dictionary));
for (const problem of englishProblems) console.log(`${problem.where} english-sound: ${problem.message} (${problem.file})`);
const count = problems.length + pairProblems.length + soundProblems.length + englishProblems.length;
console.log(count === 0 ? `Content checks passed: ${catalogue.facts.length} facts.` : `${count} content problem${count === 1 ? "" : "s"}.`);
process.exit(count === 0 ? 0 : 1);
