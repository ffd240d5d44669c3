// Reads data/pronunciations/<category>.json: how each key term of a category's facts is said, read by people
// (issue #34 item 4). The library (pronounce.server.ts) proposes; a reader confirms, corrects with the rule, or
// hides a term they cannot vouch for. Only reviewed sounds are shown with a key term.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
import type { Catalogue } from "../catalogue/catalogue";
import { pronounce } from "./pronounce.server";
import { readNumbersAloud } from "./spoken-numbers";
import type { Said } from "./said";

export const PRONUNCIATIONS_DIR = "pronunciations";

const hangulWords = /^[\uac00-\ud7a3]+( [\uac00-\ud7a3]+)*$/;
const romanWords = /^[a-z]+( [a-z]+)*$/;

const entrySchema = z
  .strictObject({
    /** The standard pronunciation without brackets, or null where no reader could vouch for one (then nothing is shown). */
    pronunciation: z.string().regex(hangulWords, "Hangul syllables, one space between words").nullable(),
    /** Revised Romanization of the term as said (no tensing marked), or null with the pronunciation. */
    romanization: z.string().regex(romanWords, "lowercase a-z, one space between words").nullable(),
    /** Why it sounds so (the article of 표준 발음법), required where the library says otherwise or nothing is shown. */
    rule: z.string().min(1).optional(),
    /** Written by `npm run data:pronunciations` from the library for a new term: not shown, refused by check:content until read. */
    proposed: z.literal(true).optional(),
  })
  .refine((e) => (e.pronunciation === null) === (e.romanization === null), {
    message: "pronunciation and romanization are both given or both null",
  })
  .refine((e) => e.pronunciation !== null || e.rule, { message: "a hidden term says why in rule" });

export const pronunciationFileSchema = z.strictObject({
  /** Who read every entry: the first reader decided, the second read each decision again. */
  readBy: z.array(z.string().min(1)),
  terms: z.record(z.string(), entrySchema),
});

export type PronunciationEntry = z.infer<typeof entrySchema>;
type Read = { ok: true; readBy: string[]; terms: Record<string, PronunciationEntry> } | { ok: false; message: string };

function readFile(file: string): Read {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === "ENOENT" ? "is missing" : `cannot be read (${code ?? (error as Error).message})` };
  }
  const parsed = pronunciationFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  return { ok: true, readBy: parsed.data.readBy, terms: parsed.data.terms };
}

const said = (entry: PronunciationEntry | undefined): Said | undefined =>
  entry?.pronunciation != null && entry.romanization != null && !entry.proposed
    ? { pronunciation: entry.pronunciation, romanization: entry.romanization }
    : undefined;

const cache = new Map<string, ReadonlyMap<string, Said | undefined>>();

/** How the English key terms are said (American IPA), written by `npm run data:english-sounds` from CMUdict. */
export const ENGLISH_SOUNDS_FILE = "english.json";
const englishFileSchema = z.strictObject({
  source: z.string().min(1),
  /** Each English key term: its IPA without slashes, or null where the dictionary lacks a word of it. */
  terms: z.record(z.string(), z.string().min(1).nullable()),
});
const englishCache = new Map<string, ReadonlyMap<string, string>>();

function readEnglishFile(file: string): { ok: true; terms: Record<string, string | null> } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: code === "ENOENT" ? "is missing" : `cannot be read (${code ?? (error as Error).message})` };
  }
  const parsed = englishFileSchema.safeParse(json);
  return parsed.success
    ? { ok: true, terms: parsed.data.terms }
    : { ok: false, message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
}

/** The IPA of each English key term that has one; read once per catalogue folder (a missing file shows none). */
export function englishSounds(catalogueDir: string): ReadonlyMap<string, string> {
  const file = path.join(path.resolve(catalogueDir), PRONUNCIATIONS_DIR, ENGLISH_SOUNDS_FILE);
  let sounds = englishCache.get(file);
  if (!sounds) {
    const read = readEnglishFile(file);
    sounds = new Map(
      read.ok ? Object.entries(read.terms).flatMap(([term, ipa]) => (ipa ? [[term.normalize("NFC"), ipa] as const] : [])) : [],
    );
    englishCache.set(file, sounds);
  }
  return sounds;
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

/**
 * How a category's key terms are said, as reviewed (undefined for a term a reader hid or nobody has read); read
 * once per catalogue folder and category. A missing or malformed file shows no sounds rather than failing a page.
 */
export function reviewedSounds(catalogueDir: string, category: string): ReadonlyMap<string, Said | undefined> {
  const file = path.join(path.resolve(catalogueDir), PRONUNCIATIONS_DIR, `${category}.json`);
  let sounds = cache.get(file);
  if (!sounds) {
    const read = readFile(file);
    sounds = new Map(read.ok ? Object.entries(read.terms).map(([term, entry]) => [term.normalize("NFC"), said(entry)]) : []);
    cache.set(file, sounds);
  }
  return sounds;
}

/** Each glossary pair with how its Korean term is said, where a reader has vouched for it. */
export function withSay<G extends { terms: { ko: string } }>(
  glossary: readonly G[],
  sounds: ReadonlyMap<string, Said | undefined>,
): (G & { say?: Said })[] {
  return glossary.map((entry) => {
    const say = sounds.get(entry.terms.ko.normalize("NFC"));
    return say ? { ...entry, say } : { ...entry };
  });
}

/** Each glossary pair with its English term's IPA, where the dictionary has it (for the Korean site). */
export function withIpa<G extends { terms: { en: string } }>(
  glossary: readonly G[],
  sounds: ReadonlyMap<string, string>,
): (G & { ipa?: string })[] {
  return glossary.map((entry) => {
    const ipa = sounds.get(entry.terms.en.normalize("NFC"));
    return ipa ? { ...entry, ipa } : { ...entry };
  });
}

/** The English key terms an English sentence has, each with its IPA (those without one left out), in glossary order. */
export function termsSaidIn(
  sentence: string,
  glossary: readonly { terms: { en: string }; ipa?: string }[],
): { term: string; ipa: string }[] {
  const text = sentence.toLowerCase();
  return glossary.flatMap((g) => (g.ipa && text.includes(g.terms.en.toLowerCase()) ? [{ term: g.terms.en, ipa: g.ipa }] : []));
}

/**
 * A Korean sentence as said: the library's reading, with each reviewed key term that begins a word said as the
 * reviewers say it. The term's last syllable stays the library's, because it joins what follows (솔방울을 [솔빵우를]).
 */
export function saySentence(sentence: string, sounds: ReadonlyMap<string, Said | undefined>): Said {
  // Said as read, numbers in words: the reviewed terms are laid over the words.
  const text = readNumbersAloud(sentence);
  const library = pronounce(text);
  const spoken = [...library.pronunciation];
  const letters = [...text.normalize("NFC")];
  if (spoken.length !== letters.length) return library;
  const joined = letters.join("");
  for (const [term, say] of sounds) {
    if (!say || term.includes(" ")) continue;
    const reviewed = [...say.pronunciation];
    const length = [...term].length;
    if (reviewed.length !== length) continue;
    for (let at = joined.indexOf(term); at !== -1; at = joined.indexOf(term, at + term.length)) {
      const start = [...joined.slice(0, at)].length;
      if (start > 0 && !/[\s("'“‘]/.test(letters[start - 1]!)) continue;
      const wordEnds = !/[\uac00-\ud7a3]/.test(letters[start + length] ?? " ");
      for (let i = 0; i < (wordEnds ? length : length - 1); i++) spoken[start + i] = reviewed[i]!;
    }
  }
  return { pronunciation: spoken.join(""), romanization: library.romanization };
}

export interface PronunciationProblem {
  file: string;
  where: string;
  message: string;
}

/**
 * Every problem of the reviewed pronunciations: each category's file is there, well formed and read twice; it
 * lists every Korean key term of the category and no other, each with a pronunciation (none hidden); where it departs from the library it gives the rule;
 * a term listed in two categories is said the same way in both.
 */
export function checkPronunciations(catalogue: Catalogue, dir: string): PronunciationProblem[] {
  const problems: PronunciationProblem[] = [];
  /** How each term is said in the first category that lists it: a term is said one way across the site. */
  const saidAs = new Map<string, { category: string; said: string }>();
  for (const category of catalogue.categories) {
    const file = path.join(dir, PRONUNCIATIONS_DIR, `${category.slug}.json`);
    const read = readFile(file);
    if (!read.ok) {
      problems.push({ file, where: file, message: read.message });
      continue;
    }
    if (read.readBy.length < 2) problems.push({ file, where: file, message: "readBy needs a second reader (every entry read twice)" });
    const terms = new Map<string, string>();
    for (const fact of catalogue.facts)
      if (fact.category === category.slug) for (const g of fact.glossary) terms.set(g.ko.normalize("NFC"), fact.path);
    const listed = new Map(Object.entries(read.terms).map(([term, entry]) => [term.normalize("NFC"), entry]));
    for (const [term, where] of terms)
      if (!listed.has(term)) problems.push({ file, where, message: `key term "${term}" has no reviewed pronunciation` });
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
      if (entry.proposed) {
        problems.push({
          file,
          where: term,
          message: "is the library's proposal, not yet read: confirm or correct it (with the rule), then delete proposed",
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
