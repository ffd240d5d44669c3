// The reviewed pronunciations of data/pronunciations/<category>.json (app/lib/pronunciation/reviewed.server.ts).
//
//   npm run data:pronunciations [-- --data data]
//     Writer: adds every Korean key term that has no entry yet, with the library's reading marked "proposed" and no
//     readers (not shown, and held by check:content until two readers have read it), and drops entries of terms no
//     fact of the category uses any more. Reviewed entries are kept as they are.
//
//   npm run data:pronunciations -- --read <term> --by <name> [--data data]
//     Reader: records that <name> read the term's entry as it now stands (confirmed it, or corrected it by hand first
//     with the rule of 표준 발음법 in "rule", or hid it with null and the reason). The second reader's name makes it
//     shown: "proposed" goes. Every category's file that lists the term is updated, as a term is said one way.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { pronounce } from "../app/lib/pronunciation/pronounce.server";
import { PRONUNCIATIONS_DIR, type PronunciationEntry } from "../app/lib/pronunciation/reviewed.server";

const { values } = parseArgs({
  options: { data: { type: "string", default: "data" }, read: { type: "string" }, by: { type: "string" } },
});
const catalogue = loadCatalogue(values.data);
const out = path.join(values.data, PRONUNCIATIONS_DIR);
mkdirSync(out, { recursive: true });

type File = { readBy: string[]; terms: Record<string, PronunciationEntry> };
const fileOf = (category: string) => path.join(out, `${category}.json`);
const readFile = (file: string): File => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as File) : { readBy: [], terms: {} });
const write = (file: string, data: File) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

if (values.read !== undefined || values.by !== undefined) {
  const term = values.read?.normalize("NFC");
  const reader = values.by?.trim();
  if (!term || !reader) {
    console.error('data:pronunciations: usage: npm run data:pronunciations -- --read "<term>" --by <name>');
    process.exit(1);
  }
  let found = 0;
  let listed = 0;
  for (const category of catalogue.categories) {
    const file = fileOf(category.slug);
    const data = readFile(file);
    const key = Object.keys(data.terms).find((t) => t.normalize("NFC") === term);
    if (!key) continue;
    const entry = data.terms[key]!;
    // An entry already read by two (its own readers, or the file's) is left as it is: this reading is for new terms.
    if (!entry.proposed && new Set(entry.readBy ?? data.readBy).size >= 2) {
      listed++;
      continue;
    }
    const readers = [...new Set([...(entry.readBy ?? []), reader])];
    const read: PronunciationEntry = { ...entry, readBy: readers };
    if (readers.length >= 2) delete read.proposed;
    data.terms[key] = read;
    write(file, data);
    found++;
    console.log(`${file}: "${key}" read by ${readers.join(", ")}${readers.length >= 2 ? " — shown" : " — needs a second reader"}`);
  }
  if (found === 0 && listed > 0) console.log(`"${term}" is already read by two readers wherever it is listed: nothing to record.`);
  if (found === 0 && listed === 0) {
    console.error(`data:pronunciations: no pronunciations file lists "${term}" (run npm run data:pronunciations first)`);
    process.exit(1);
  }
  process.exit(0);
}

let proposed = 0;
let dropped = 0;
for (const category of catalogue.categories) {
  const file = fileOf(category.slug);
  const old = readFile(file);
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
      // Read by nobody yet: the file's readers read the terms that were there when they read it, not this one.
      terms[term] = { pronunciation: said.pronunciation, romanization: said.romanization, proposed: true, readBy: [] };
      proposed++;
    }
  write(file, { readBy: old.readBy, terms });
}
console.log(
  `Pronunciations: ${proposed} proposed from the library, ${dropped} unused dropped. Two readers each read every proposal ` +
    `(correct it by hand with its rule, or hide it with null and the reason), then: npm run data:pronunciations -- --read "<term>" --by <name>`,
);
