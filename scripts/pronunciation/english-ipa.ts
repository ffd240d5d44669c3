import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { arpabetToIpa } from "./arpabet";

/** The CMU Pronouncing Dictionary as the npm package gives it: lower-case word → ARPABET ("honey" → "HH AH1 N IY0"). */
export type PronouncingDictionary = Readonly<Record<string, string>>;

/** British spellings the catalogue uses, as the American ones CMUdict lists (vapour → vapor, haemolymph → hemolymph). */
const AMERICAN: readonly [RegExp, string][] = [
  [/our(s?)$/, "or$1"],
  [/is(e|ed|es|ing|ation|ations)$/, "iz$1"],
  [/ys(e|ed|es|ing)$/, "yz$1"],
  [/isation(s?)$/, "ization$1"],
  [/(metre|litre|centre|fibre)(s?)$/, (m: string) => m.replace(/re(s?)$/, "er$1")] as unknown as [RegExp, string],
  [/ae/, "e"],
  [/oe(?=s)/, "e"],
  [/^oe/, "e"],
  [/eys$/, "ies"],
  [/^moult/, "molt"],
  [/lli$/, "li"],
];

/** First parts of the catalogue's compounds that CMUdict lacks, longest first where one starts another. */
const COMPOUND_FIRSTS = (
  "super micro nano radio retro under down up low out sea sun moon bees honey wood lake wing tail web cow milk leaf " +
  "hand knife gear bar blue bottle swallow way dry horse meal glow nest dot lung pepper shuttle place lantern rotor " +
  "plant spoon lyre puffer mantis wax hatch perma head hair griffin may sand"
)
  .split(" ")
  .sort((a, b) => b.length - a.length);

/** Phones of a plural or possessive ending after the stem's last phone: /ɪz/ after a sibilant, /s/ after a voiceless sound, else /z/. */
function pluralPhones(stem: string): string {
  const last = stem.trim().split(/\s+/).at(-1)!.replace(/\d$/, "");
  if (["S", "Z", "SH", "ZH", "CH", "JH"].includes(last)) return `${stem} IH0 Z`;
  if (["P", "T", "K", "F", "TH"].includes(last)) return `${stem} S`;
  return `${stem} Z`;
}

/** A word's ARPABET: as listed; as a plural or possessive of a listed word; in American spelling; or as two listed words. */
function phonesOf(word: string, dictionary: PronouncingDictionary, compound = true): string | undefined {
  const listed = dictionary[word];
  if (listed) return listed;
  const possessive = /^(.+)'s$/.exec(word) ?? /^(.+s)'$/.exec(word);
  if (possessive) {
    const stem = phonesOf(possessive[1]!, dictionary, compound);
    return stem && (word.endsWith("'") ? stem : pluralPhones(stem));
  }
  for (const [stem, add] of [
    [/^(.+)ies$/, "y"],
    [/^(.+[sxz]|.+[cs]h)es$/, ""],
    [/^(.+[^s])s$/, ""],
  ] as const) {
    const match = stem.exec(word);
    const singular = match && phonesOf(match[1]! + add, dictionary, compound);
    if (singular) return pluralPhones(singular);
  }
  for (const [british, replacement] of AMERICAN) {
    const spelled = word.replace(british, replacement as string);
    const american = spelled !== word ? phonesOf(spelled, dictionary, false) : undefined;
    if (american) return american;
  }
  if (!compound) return undefined;
  // A compound whose first part is a word English builds compounds with (beeswax, moonquake, seafloor, supercolony):
  // the first keeps its stress, the second's is secondary. Any other split guesses (jos + eon for Joseon).
  for (const first of COMPOUND_FIRSTS) {
    if (!word.startsWith(first) || word.length - first.length < 3) continue;
    const second = phonesOf(word.slice(first.length), dictionary, false);
    if (second) return `${dictionary[first]} ${second.replace(/1/g, "2")}`;
  }
  return undefined;
}

/**
 * The American English IPA of a key term, word by word (water activity → ˈwɔtɚ ækˈtɪvəti), or null when a word
 * of it is not in the dictionary, nor a plural, a British spelling or a compound of words that are (a Korean name
 * written in English, Joseon; a species' Latin name).
 */
export function englishIpa(term: string, dictionary: PronouncingDictionary): string | null {
  const words = term
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[\s-]+/)
    .map((w) => w.replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, ""))
    .filter(Boolean);
  if (words.length === 0) return null;
  const ipa: string[] = [];
  for (const word of words) {
    const phones = phonesOf(word, dictionary);
    if (!phones) return null;
    ipa.push(arpabetToIpa(phones));
  }
  return ipa.join(" ");
}

/** Every English key term of the catalogue with its IPA (or null), in sorted order: what data/pronunciations/english.json holds. */
export function englishSoundsOf(catalogue: Catalogue, dictionary: PronouncingDictionary): Record<string, string | null> {
  const terms = [...new Set(catalogue.facts.flatMap((f) => f.glossary.map((g) => g.en.normalize("NFC"))))].sort();
  return Object.fromEntries(terms.map((term) => [term, englishIpa(term, dictionary)]));
}
