// Reads data/pronunciations/<category>.json: how each key term of a category's facts is said, read by people
// (issue #34 item 4). The library (pronounce.server.ts) proposes; a reader confirms, corrects with the rule, or
// hides a term they cannot vouch for. Only reviewed sounds are shown with a key term. check:content holds the
// files to that (scripts/content/pronunciations.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
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
    /** Written by `npm run data:pronunciations` from the library for a new term: not shown until two readers have read it. */
    proposed: z.literal(true).optional(),
    /**
     * Who read this term, for a term added after the file's readers read it (`npm run data:pronunciations -- --read
     * <term> --by <name>` adds a name): the term's own readers stand in for the file's. Two are needed.
     */
    readBy: z.array(z.string().min(1)).optional(),
  })
  .refine((e) => (e.pronunciation === null) === (e.romanization === null), {
    message: "pronunciation and romanization are both given or both null",
  })
  .refine((e) => e.pronunciation !== null || e.rule, { message: "a hidden term says why in rule" });

export const pronunciationFileSchema = z.strictObject({
  /** Who read every entry without readers of its own: the first reader decided, the second read each decision again. */
  readBy: z.array(z.string().min(1)),
  terms: z.record(z.string(), entrySchema),
});

export type PronunciationEntry = z.infer<typeof entrySchema>;
export type Read = { ok: true; readBy: string[]; terms: Record<string, PronunciationEntry> } | { ok: false; message: string };

/** A pronunciations file as read, or why it cannot be used. */
export function readPronunciationFile(file: string): Read {
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

export function readEnglishFile(file: string): { ok: true; terms: Record<string, string | null> } | { ok: false; message: string } {
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
 * How a category's key terms are said, as reviewed (undefined for a term a reader hid or nobody has read); read
 * once per catalogue folder and category. A missing or malformed file shows no sounds rather than failing a page.
 */
export function reviewedSounds(catalogueDir: string, category: string): ReadonlyMap<string, Said | undefined> {
  const file = path.join(path.resolve(catalogueDir), PRONUNCIATIONS_DIR, `${category}.json`);
  let sounds = cache.get(file);
  if (!sounds) {
    const read = readPronunciationFile(file);
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
