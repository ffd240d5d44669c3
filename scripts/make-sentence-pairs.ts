// Makes the first split and pairing of every fact's sentences that has none, or whose texts have changed since
// (data/sentence-pairs/<category>.json): npm run data:sentence-pairs [-- data-dir]. Pairs that still rebuild
// their texts are kept with their review mark; new ones have none until a reviewer reads them claim by claim.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { makeFactPairs, pairProblems, pairsFileSchema, type PairsFile } from "../app/lib/bilingual/sentence-pairs";

const dir = process.argv[2] ?? "data";
const catalogue = loadCatalogue(dir);
const out = path.join(dir, "sentence-pairs");
mkdirSync(out, { recursive: true });
let made = 0;
let kept = 0;
for (const category of catalogue.categories) {
  const file = path.join(out, `${category.slug}.json`);
  const old: PairsFile = existsSync(file) ? pairsFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : {};
  const next: PairsFile = {};
  const facts = catalogue.facts.filter((f) => f.category === category.slug).sort((a, b) => a.id.localeCompare(b.id));
  for (const fact of facts) {
    const before = old[fact.id];
    if (before && pairProblems(fact, before).length === 0) {
      next[fact.id] = before;
      kept++;
    } else {
      next[fact.id] = makeFactPairs(fact);
      made++;
    }
  }
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}
console.log(`Sentence pairs: ${made} facts paired anew (to be reviewed), ${kept} kept.`);
