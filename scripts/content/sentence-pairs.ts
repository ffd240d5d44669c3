// The content check of data/sentence-pairs/<category>.json (npm run check:content): every fact's pairs rebuild its
// texts in both languages and were read by a reviewer (app/lib/bilingual holds the format the side-by-side page reads).
import path from "node:path";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { factPairsSchema, pairProblems } from "../../app/lib/bilingual/sentence-pairs";
import { PAIRS_DIR, readPairsFile } from "../../app/lib/bilingual/sentence-pairs.server";

export interface PairsProblem {
  file: string;
  /** The fact's path, or the file itself when the whole file is wrong. */
  where: string;
  message: string;
  /** "review" where only a reviewer's reading is missing: a draft may lack it until its day (drafts.ts). */
  kind?: "review";
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
            kind: "review",
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
