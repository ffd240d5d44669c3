// The content checks of trust-data-shape.md over the whole catalogue: npm run check:content [-- data-dir]
// Prints each problem as `path field check: message` and exits 1 on any. Names come from data/names.json and
// data/names-*.json, reviewed waivers from data/content-waivers.json and data/content-waivers-*.json, pairs of
// facts kept on purpose despite overlapping (duplicate check) from data/linked-facts.json and data/linked-facts-*.json,
// waivers for facts without a source checked in a stored copy from data/source-waivers-*.json.
// Every fact's sentence pairs (data/sentence-pairs/<category>.json) must rebuild its paragraphs in both languages
// and be recorded as reviewed. Every Korean key term has a pronunciation read twice (data/pronunciations/<category>.json).
// A fact still queued (publishedDate after today in Seoul) may lack the reviewers' part — fact:reviewed, the reading
// of its pairs and pronunciations — and passes as a draft with a notice naming it (docs/writing-facts.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CatalogueError } from "../app/lib/catalogue/catalogue";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { checkSentencePairs } from "./content/sentence-pairs";
import { checkCatalogue, type ListFile } from "./content/check-catalogue";
import { readSourceWaivers } from "../app/lib/catalogue/source-waivers.server";
import { sourceProblems, sourceShares } from "./content/sources";
import { formatProblem } from "./content/waivers";
import { checkPronunciations } from "./content/pronunciations";
import { dictionary } from "cmu-pronouncing-dictionary";
import { checkEnglishSounds } from "./content/pronunciations";
import { englishSoundsOf } from "./pronunciation/english-ipa";
import { checkEventDatesFile } from "./content/event-dates";
import { draftNotice, pendingReviews } from "./content/pending-reviews";
import { seoulDay } from "../app/lib/time/seoul-day";

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
// Sources one tap away: a checked link with its supporting passage for every fact, or a waiver with a note for readers
// (scripts/content/sources.ts).
const { waivers: sourceWaivers, problems: waiverFileProblems } = readSourceWaivers(dir);
for (const { file, field, message } of waiverFileProblems) problems.push({ path: file, field, check: "format", message });
problems.push(...sourceProblems(catalogue.facts, sourceWaivers));
for (const waiver of unusedWaivers)
  console.warn(`note: waiver ${waiver.path} ${waiver.field} ${waiver.check} covers nothing (the text or the check has changed)`);
const pairProblems = checkSentencePairs(catalogue, dir);
const soundProblems = checkPronunciations(catalogue, dir);
const englishProblems = checkEnglishSounds(dir, englishSoundsOf(catalogue, dictionary));

// What only a reviewer adds (fact:reviewed, the reading of sentence pairs and pronunciations) may wait while a fact is
// queued: a writer's draft passes with a notice of what it still needs; on its day the same gaps fail (pending-reviews.ts).
const lines = [
  ...problems.map((p) => ({ line: formatProblem(p), gap: p.check === "review" ? { paths: [p.path], what: p.field } : undefined })),
  ...pairProblems.map((p) => ({
    line: `${p.where} sentence-pairs: ${p.message} (${p.file})`,
    gap: p.kind === "review" ? { paths: [p.where], what: "sentence pairs" } : undefined,
  })),
  ...soundProblems.map((p) => ({
    line: `${p.where} pronunciation: ${p.message} (${p.file}${p.facts ? `; a key term of ${p.facts.join(", ")}` : ""})`,
    gap: p.kind === "review" ? { paths: p.facts ?? [], what: `pronunciation of "${p.where}"` } : undefined,
  })),
  ...englishProblems.map((p) => ({ line: `${p.where} english-sound: ${p.message} (${p.file})`, gap: undefined })),
];
const gaps = lines.flatMap((l, i) => (l.gap ? [{ ...l.gap, index: i }] : []));
const dates = new Map(catalogue.facts.map((f) => [f.path, f.publishedDate]));
const { pending, failing } = pendingReviews(gaps, dates, seoulDay(new Date()));
const waiting = new Set(gaps.filter((_, i) => !failing.includes(i)).map((g) => g.index));
const failures = lines.filter((_, i) => !waiting.has(i));
for (const { line } of failures) console.log(line);
for (const [factPath, needs] of pending) console.log(draftNotice(factPath, dates.get(factPath)!, needs));

const shares = sourceShares(catalogue.facts);
const share = (n: number) => `${n}/${shares.facts} (${((100 * n) / Math.max(1, shares.facts)).toFixed(1)}%)`;
console.log(
  `Sources: ${share(shares.supported)} facts sourced with the supporting passage recorded; ${share(shares.checked)} with a checked link.`,
);
const drafts = pending.size === 0 ? "" : ` (${pending.size} draft${pending.size === 1 ? "" : "s"} waiting for review, above)`;
const count = failures.length;
console.log(
  count === 0
    ? `Content checks passed: ${catalogue.facts.length} facts${drafts}.`
    : `${count} content problem${count === 1 ? "" : "s"}${drafts}.`,
);
// exitCode, not exit(): exit() drops what is still queued for a pipe, and a long list was cut short in CI logs.
process.exitCode = count === 0 ? 0 : 1;
