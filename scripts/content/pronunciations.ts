// The content check of data/pronunciations/<category>.json (npm run check:content): every Korean key term said
// as two readers read it (app/lib/pronunciation/reviewed.server.ts reads the files for the site).
import path from "node:path";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { pronounce } from "../../app/lib/pronunciation/pronounce.server";
import {
  ENGLISH_SOUNDS_FILE,
  PRONUNCIATIONS_DIR,
  readEnglishFile,
  readPronunciationFile,
  type PronunciationEntry,
} from "../../app/lib/pronunciation/reviewed.server";

export interface PronunciationProblem {
  file: string;
  where: string;
  message: string;
  /** "review" where only the readers' reading is missing: the facts using the term may wait for it as drafts. */
  kind?: "review";
  /** The facts whose key term it is. */
  facts?: string[];
}

/** The readers of an entry: its own (a term added after the file was read), or the file's. */
const readersOf = (entry: PronunciationEntry, file: readonly string[]) => new Set(entry.readBy ?? file);

/**
 * Every problem of the reviewed pronunciations: each category's file is there, well formed and read twice; it
 * lists every Korean key term of the category and no other; where it departs from the library it gives the rule;
 * a term listed in two categories is said the same way in both.
 */
export function checkPronunciations(catalogue: Catalogue, dir: string): PronunciationProblem[] {
  const problems: PronunciationProblem[] = [];
  /** How each term is said in the first category that lists it: a term is said one way across the site. */
  const saidAs = new Map<string, { category: string; said: string }>();
  for (const category of catalogue.categories) {
    const file = path.join(dir, PRONUNCIATIONS_DIR, `${category.slug}.json`);
    const read = readPronunciationFile(file);
    if (!read.ok) {
      problems.push({ file, where: file, message: read.message });
      continue;
    }
    if (read.readBy.length < 2) problems.push({ file, where: file, message: "readBy needs a second reader (every entry read twice)" });
    const terms = new Map<string, string[]>();
    for (const fact of catalogue.facts)
      if (fact.category === category.slug)
        for (const g of fact.glossary) terms.set(g.ko.normalize("NFC"), [...(terms.get(g.ko.normalize("NFC")) ?? []), fact.path]);
    const listed = new Map(Object.entries(read.terms).map(([term, entry]) => [term.normalize("NFC"), entry]));
    for (const [term, paths] of terms)
      if (!listed.has(term))
        problems.push({
          file,
          where: paths[0]!,
          message: `key term "${term}" has no pronunciation entry (npm run data:pronunciations proposes one)`,
        });
    for (const [term, entry] of listed) {
      if (!terms.has(term)) {
        problems.push({ file, where: term, message: "is not a key term of this category's facts" });
        continue;
      }
      const said = `[${entry.pronunciation ?? "hidden"}] ${entry.romanization ?? ""}`.trim();
      const first = saidAs.get(term);
      if (!first) saidAs.set(term, { category: category.slug, said });
      else if (first.said !== said) problems.push({ file, where: term, message: `is ${said} here but ${first.said} in ${first.category}` });
      if (entry.pronunciation === null) {
        problems.push({
          file,
          where: term,
          message: "has no pronunciation: every key term is shown with how it is said (give the reading and its rule)",
        });
        continue;
      }
      const readers = readersOf(entry, read.readBy);
      if (entry.proposed || readers.size < 2) {
        problems.push({
          file,
          where: term,
          kind: "review",
          facts: terms.get(term),
          message: `is read by ${readers.size} of 2 readers${entry.proposed ? " (the library's proposal)" : ""}: each reader confirms or corrects it (a correction names its rule), then runs npm run data:pronunciations -- --read "${term}" --by <name>`,
        });
        continue;
      }
      const library = pronounce(term);
      const departs = entry.pronunciation !== library.pronunciation || entry.romanization !== library.romanization;
      if (departs && !entry.rule)
        problems.push({
          file,
          where: term,
          message: `differs from the library ([${library.pronunciation}] ${library.romanization}) without a rule`,
        });
    }
  }
  return problems;
}

/**
 * The problems of the English sounds file against `expected` (what the dictionary gives each key term now,
 * scripts/pronunciation/english-ipa.ts): missing, unreadable, a term missing or extra, an IPA that differs.
 */
export function checkEnglishSounds(dir: string, expected: Readonly<Record<string, string | null>>): PronunciationProblem[] {
  const file = path.join(dir, PRONUNCIATIONS_DIR, ENGLISH_SOUNDS_FILE);
  const read = readEnglishFile(file);
  if (!read.ok) return [{ file, where: file, message: read.message }];
  const problems: PronunciationProblem[] = [];
  const rerun = "run npm run data:english-sounds";
  for (const [term, ipa] of Object.entries(expected))
    if (!(term in read.terms)) problems.push({ file, where: term, message: `English key term has no entry: ${rerun}` });
    else if (read.terms[term] !== ipa)
      problems.push({ file, where: term, message: `is ${read.terms[term]} here but ${ipa} from the dictionary: ${rerun}` });
  for (const term of Object.keys(read.terms))
    if (!(term in expected)) problems.push({ file, where: term, message: `is not an English key term of any fact: ${rerun}` });
  return problems;
}
