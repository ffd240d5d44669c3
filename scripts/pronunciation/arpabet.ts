/**
 * ARPABET (the CMU Pronouncing Dictionary's phones, stress as a digit on each vowel: HH AH1 N IY0) as the broad
 * IPA a learner's dictionary prints for American English (ˈhʌni): stress marked before its syllable (ˈ primary,
 * ˌ secondary; none in a word of one syllable), unstressed AH as ə and ER as ɚ, r as r. Syllables are split by
 * the maximal onset principle: the consonants between two vowels go to the second as far as English lets a
 * syllable begin with them (ækˈtɪvəti, not æˈktɪvəti).
 */

const VOWELS: Record<string, string> = {
  AA: "ɑ",
  AE: "æ",
  AH: "ʌ",
  AO: "ɔ",
  AW: "aʊ",
  AY: "aɪ",
  EH: "ɛ",
  ER: "ɝ",
  EY: "eɪ",
  IH: "ɪ",
  IY: "i",
  OW: "oʊ",
  OY: "ɔɪ",
  UH: "ʊ",
  UW: "u",
};
/** Unstressed forms that differ: the schwas. */
const UNSTRESSED: Record<string, string> = { AH: "ə", ER: "ɚ" };

const CONSONANTS: Record<string, string> = {
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "r",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

/** Clusters of two or three consonants an English syllable may begin with (any one consonant may, but NG). */
const ONSETS = new Set(
  (
    "P R,P L,P Y,B R,B L,B Y,T R,T W,D R,D W,K R,K L,K W,K Y,G R,G L,G W,F R,F L,F Y,V Y,TH R,TH W,SH R,HH Y,M Y,N Y," +
    "S P,S T,S K,S M,S N,S L,S W,S F,S P R,S P L,S P Y,S T R,S K R,S K W,S K Y"
  ).split(","),
);

const isOnset = (consonants: readonly string[]) =>
  consonants.length === 0 || (consonants.length === 1 ? consonants[0] !== "NG" : ONSETS.has(consonants.join(" ")));

interface Syllable {
  onset: string[];
  vowel: string;
  stress: number;
  coda: string[];
}

/** The IPA of one word's ARPABET phones ("HH AH1 N IY0" → "ˈhʌni"); throws on a phone it does not know. */
export function arpabetToIpa(phones: string): string {
  const syllables: Syllable[] = [];
  let pending: string[] = [];
  for (const phone of phones.trim().split(/\s+/).filter(Boolean)) {
    const match = /^([A-Z]+)([012])?$/.exec(phone);
    const base = match?.[1] ?? "";
    if (base in VOWELS) {
      // The consonants since the last vowel: that syllable's coda, then the longest onset English allows here.
      let split = 0;
      if (syllables.length > 0) {
        while (!isOnset(pending.slice(split))) split++;
        syllables.at(-1)!.coda.push(...pending.slice(0, split));
      }
      syllables.push({ onset: pending.slice(split), vowel: base, stress: Number(match?.[2] ?? 0), coda: [] });
      pending = [];
    } else if (base in CONSONANTS && match?.[2] === undefined) pending.push(base);
    else throw new Error(`not an ARPABET phone: ${phone}`);
  }
  if (syllables.length === 0) return pending.map((c) => CONSONANTS[c]).join("");
  syllables.at(-1)!.coda.push(...pending);
  const marked = syllables.length > 1;
  const consonants = (list: readonly string[]) => list.map((c) => CONSONANTS[c]).join("");
  return syllables
    .map(({ onset, vowel, stress, coda }) => {
      const mark = marked && stress === 1 ? "ˈ" : marked && stress === 2 ? "ˌ" : "";
      const sound = stress === 0 ? (UNSTRESSED[vowel] ?? VOWELS[vowel]) : VOWELS[vowel];
      return mark + consonants(onset) + sound + consonants(coda);
    })
    .join("");
}
