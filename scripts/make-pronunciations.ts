// The reviewed pronunciations of data/pronunciations/<category>.json (app/lib/pronunciation/reviewed.server.ts).
//
//   npm run data:pronunciations [-- --data data]
//     Adds every Korean key term that has no entry yet, with the library's reading marked "proposed" (not shown,
//     and refused by check:content until a reader confirms or corrects it and deletes "proposed"), and drops
//     entries of terms no fact of the category uses any more. Reviewed entries are kept as they are.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { pronounce } from "../app/lib/pronunciation/pronounce.server";
import { PRONUNCIATIONS_DIR, type PronunciationEntry } from "../app/lib/pronunciation/reviewed.server";

const { values } = parseArgs({ options: { data: { type: "string", default: "data" } } });
const catalogue = loadCatalogue(values.data);
const out = path.join(values.data, PRONUNCIATIONS_DIR);
mkdirSync(out, { recursive: true });

type File = { readBy: string[]; terms: Record<string, PronunciationEntry> };
let proposed = 0;
let dropped = 0;
for (const category of catalogue.categories) {
  const file = path.join(out, `${category.slug}.json`);
  const old: File = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as File) : { readBy: [], terms: {} };
  const used = new Set(
    catalogue.facts.filter((f) => f.category === category.slug).flatMap((f) => f.glossary.map((g) => g.ko.normalize("NFC"))),
  );
  const terms: Record<string, PronunciationEntry> = {};
  for (const [term, entry] of Object.entries(old.terms))
    if (used.has(term.normalize("NFC"))) terms[term] = entry;
    else dropped++;
  for (const term of used)
    if (!(term in terms)) {
      const said = pronounce(term);
      terms[term] = { pronunciation: said.pronunciation, romanization: said.romanization, proposed: true };
      proposed++;
    }
  writeFileSync(file, `${JSON.stringify({ readBy: old.readBy, terms }, null, 2)}\n`);
}
console.log(`Pronunciations: ${proposed} proposed from the library (read each, then delete "proposed"), ${dropped} unused dropped.`);
