// The sentence pairs of data/sentence-pairs/<category>.json (app/lib/bilingual/sentence-pairs.ts).
//
//   npm run data:sentence-pairs [-- --data data]
//     Makes the first split and pairing of every fact that has none, or whose texts changed since: pairs that
//     still rebuild their texts are kept with their review mark; new ones have none, and check:content refuses
//     them until a reviewer has read them.
//   npm run data:sentence-pairs -- --review /fact/<category>/<slug> --by <name> [--date YYYY-MM-DD]
//     Records that <name> read every pair of the fact, English against Korean (after fixing any split or pairing
//     in the file by hand); refused while the pairs do not rebuild the fact's texts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { factPairsSchema, makeFactPairs, pairProblems, type FactPairs } from "../app/lib/bilingual/sentence-pairs";
import { PAIRS_DIR } from "../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { isoDate } from "../app/lib/catalogue/schema";
import { seoulDay } from "../app/lib/time/seoul-day";

function fail(message: string): never {
  console.error(`data:sentence-pairs: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    data: { type: "string", default: "data" },
    review: { type: "string" },
    by: { type: "string" },
    date: { type: "string" },
  },
});
const catalogue = loadCatalogue(values.data);
const out = path.join(values.data, PAIRS_DIR);
mkdirSync(out, { recursive: true });

const readFile = (file: string): Record<string, unknown> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
const writeFile = (file: string, pairs: Record<string, unknown>) => writeFileSync(file, `${JSON.stringify(pairs, null, 2)}\n`);

if (values.review !== undefined) {
  const fact = catalogue.byPath.get(values.review);
  if (!fact) fail(`no fact at ${values.review}`);
  if (!values.by?.trim()) fail("--by <reviewer> is required");
  const day = values.date ?? seoulDay(new Date());
  if (!isoDate.safeParse(day).success) fail(`--date "${day}" is not a real YYYY-MM-DD date`);
  const file = path.join(out, `${fact.category}.json`);
  const pairs = readFile(file);
  const parsed = factPairsSchema.safeParse(pairs[fact.id]);
  if (!parsed.success) fail(`${fact.path} has no valid pairs in ${file}: run npm run data:sentence-pairs first`);
  const problems = pairProblems(fact, parsed.data);
  if (problems.length > 0) fail(`${fact.path}: ${problems[0]}`);
  pairs[fact.id] = { ...parsed.data, reviewed: { by: values.by.trim(), at: day } } satisfies FactPairs;
  writeFile(file, pairs);
  console.log(`Sentence pairs of ${fact.path} recorded as reviewed by ${values.by.trim()} on ${day}.`);
} else {
  let made = 0;
  let kept = 0;
  for (const category of catalogue.categories) {
    const file = path.join(out, `${category.slug}.json`);
    const old = readFile(file);
    const next: Record<string, FactPairs> = {};
    const facts = catalogue.facts.filter((f) => f.category === category.slug).sort((a, b) => a.id.localeCompare(b.id));
    for (const fact of facts) {
      const before = factPairsSchema.safeParse(old[fact.id]);
      if (before.success && pairProblems(fact, before.data).length === 0) {
        next[fact.id] = before.data;
        kept++;
      } else {
        next[fact.id] = makeFactPairs(fact);
        made++;
      }
    }
    writeFile(file, next);
  }
  console.log(`Sentence pairs: ${made} facts paired anew (to be read and recorded with --review), ${kept} kept.`);
}
