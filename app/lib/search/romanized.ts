const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;

// Revised Romanization of the parts of a syllable, in Unicode order. es-hangul's `romanize` gives the same
// for a syllable alone (the unit test checks all 11,172), but it applies sound changes and takes ~0.1 ms a
// word: too slow for every word of the catalogue. Between syllables the skeleton below absorbs most changes.
const INITIALS = "g kk n d tt r m b pp s ss  j jj ch k t p h".split(" ");
const MEDIALS = "a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i".split(" ");
const FINALS = " k k k n n n t l k m l l l p l m p p t t ng t t k t p ".split(" ");

/** A Korean word in Revised Romanization, syllable by syllable (김치 → gimchi, 해녀 → haenyeo); other characters kept. */
export function romanizeWord(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) {
      out += word[i];
      continue;
    }
    const s = code - FIRST_SYLLABLE;
    out += INITIALS[Math.floor(s / 588)]! + MEDIALS[Math.floor(s / 28) % 21]! + FINALS[s % 28]!;
  }
  return out;
}

/** A word's syllables romanized as said where consonants meet ([initial, vowel, final] each), or null if it has other characters. */
function saidSyllables(word: string): [string, string, string][] | null {
  const parts: [string, string, string][] = [];
  const initials: number[] = [];
  const finals: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return null;
    const s = code - FIRST_SYLLABLE;
    initials.push(Math.floor(s / 588));
    finals.push(s % 28);
    parts.push([INITIALS[Math.floor(s / 588)]!, MEDIALS[Math.floor(s / 28) % 21]!, FINALS[s % 28]!]);
  }
  for (let i = 0; i + 1 < parts.length; i++) {
    const here = parts[i]!;
    const next = parts[i + 1]!;
    const initial = initials[i + 1];
    const carried = LIAISON[finals[i]!];
    if (initial === IEUNG && carried) {
      here[2] = "";
      next[0] = carried;
    } else if (initial === NIEUN || initial === MIEUM) here[2] = NASAL[here[2]] ?? here[2];
    else if (initial === RIEUL && (here[2] === "n" || here[2] === "l")) {
      here[2] = "l";
      next[0] = "l";
    } else if (initial === RIEUL && here[2] !== "") {
      here[2] = NASAL[here[2]] ?? here[2];
      next[0] = "n";
    }
    if (here[2] === "l" && initial === NIEUN) next[0] = "l";
  }
  return parts;
}

/**
 * A Korean word romanized as it is said where consonants meet (독립 → dongnip, 핀란드 → pillandeu, 국물 →
 * gungmul): the assimilations Revised Romanization writes, which a syllable-by-syllable romanization misses.
 * Only syllables and the rules that change the skeleton; es-hangul's `romanize` does all of them, slowly.
 */
export function romanizeSaid(word: string): string {
  return (
    saidSyllables(word)
      ?.map((p) => p.join(""))
      .join("") ?? romanizeWord(word)
  );
}

/** Plain stops as McCune–Reischauer writes them where they are not voiced: at the start of a word, after k, t, p. */
const MR_VOICELESS: Record<string, string> = { g: "k", d: "t", b: "p", j: "ch" };
/** Finals after which MR writes a plain stop voiced (g, d, b, j): a vowel, a nasal or l. */
const VOICED_FINALS = new Set(["", "n", "m", "ng", "l"]);

/**
 * A Korean word in McCune–Reischauer as readers type it, without breves or apostrophes (부산 → pusan, 직지 →
 * chikchi, 김치 → kimchi, 까치 → kkachi): with a plain stop written voiceless at the start of a word and after
 * k, t or p, and ㅉ as tch; as said where consonants meet (독립 → tongnip) or, `written`, syllable by syllable
 * (받아 → pata, not pada: that is 바다). Vowels are left in Revised Romanization: romanKey folds ŏ and ŭ to eo
 * and eu, so the two systems' vowels meet there.
 */
export function romanizeMcCune(word: string, { written = false } = {}): string {
  const parts = written ? writtenSyllables(word) : saidSyllables(word);
  return parts ? mcCuneOf(parts) : romanizeWord(word);
}

function mcCuneOf(parts: readonly [string, string, string][]): string {
  let out = "";
  for (let i = 0; i < parts.length; i++) {
    const [initial, vowel, final] = parts[i]!;
    const voiceless = i === 0 || !VOICED_FINALS.has(parts[i - 1]![2]);
    out += (initial === "jj" ? "tch" : voiceless ? (MR_VOICELESS[initial] ?? initial) : initial) + vowel + final;
  }
  return out;
}

/** A word's syllables in the table's Revised Romanization, one by one, or null if it has other characters. */
function writtenSyllables(word: string): [string, string, string][] | null {
  const parts: [string, string, string][] = [];
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return null;
    const s = code - FIRST_SYLLABLE;
    parts.push([INITIALS[Math.floor(s / 588)]!, MEDIALS[Math.floor(s / 28) % 21]!, FINALS[s % 28]!]);
  }
  return parts;
}

/**
 * The form in which a romanized query meets the Korean words it spells exactly, whichever system wrote it: letters
 * only, lower case, McCune–Reischauer's ŏ and ŭ as eo and eu (so ŭi and wŏ as ui and wo), and the popular
 * spellings folded to the systems' own: gg, dd, bb for the tense kk, tt, pp (ggul, kkul: 꿀), ee for i, oo for u,
 * sh for s. Unlike romanSkeleton, it keeps what tells two words apart: the vowels (꿀 kkul is not 거울 geoul),
 * tense and plain consonants (꿀 is not 굴), ㅈ and ㅊ between vowels (까치 kkachi is not 까지 kkaji).
 */
export function romanKey(latin: string): string {
  // Most keys are made from the romanization tables, already plain and folded: those skip the replacements.
  if (!NOT_KEY.test(latin)) return latin;
  return latin
    .normalize("NFD")
    .toLowerCase()
    .replace(/o[\u0306\u030c]/g, "eo")
    .replace(/u[\u0306\u030c]/g, "eu")
    .replace(/[^a-z]/g, "")
    .replace(/eui/g, "ui")
    .replace(/weo/g, "wo")
    .replace(/gg/g, "kk")
    .replace(/dd/g, "tt")
    .replace(/bb/g, "pp")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/sh/g, "s");
}

/** Something romanKey changes. */
const NOT_KEY = /[^a-z]|eui|weo|gg|dd|bb|ee|oo|sh/;

/**
 * The keys under which a Korean word is found exactly: `written`, Revised Romanization and McCune–Reischauer
 * syllable by syllable (바다: bada, pada); `said`, both as said where consonants meet (웃음: useum; 받아: bada).
 * A query that spells some word as written is not read as a word it only sounds like (bada is the sea, not 받아).
 */
export function romanKeysOf(word: string): { written: string[]; said: string[] } {
  const asWritten = writtenSyllables(word);
  const asSaid = saidSyllables(word);
  if (!asWritten || !asSaid) return { written: [romanKey(romanizeWord(word))], said: [] };
  const join = (parts: readonly [string, string, string][]) => parts.map((p) => p.join("")).join("");
  const written = new Set([romanKey(join(asWritten)), romanKey(mcCuneOf(asWritten))]);
  const said = new Set([romanKey(join(asSaid)), romanKey(mcCuneOf(asSaid))].filter((key) => !written.has(key)));
  return { written: [...written], said: [...said] };
}

const NIEUN = 2;
const IEUNG = 11;
/** A final consonant carried over to a next syllable that starts with a vowel (웃음 → useum), by final index. */
const LIAISON = " g kk gs n nj n d r lg lm lb ls lt lp r m b bs s ss  j ch k t p ".split(" ");
const RIEUL = 5;
const MIEUM = 6;
/** A final consonant said before ㄴ or ㅁ. */
const NASAL: Record<string, string> = { k: "ng", t: "n", p: "m" };

/**
 * The skeleton two spellings of one Korean word share, whichever system wrote them: Revised Romanization
 * (gimchi, Busan, Joseon, hangeul), McCune–Reischauer (kimch'i, Pusan, Chosŏn, han'gŭl) and popular spellings
 * (kimchee, Chosun, hangul). Voiced and voiceless consonants fold together (g/k, d/t, b/p, j/ch, r/l), as do
 * 어/오/우/으 and 애/에, doubled letters, and everything that is not a letter (apostrophes, hyphens, breves, spaces).
 */
export function romanSkeleton(latin: string): string {
  const s = latin.normalize("NFD").toLowerCase();
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c < "a" || c > "z") continue;
    const pair = DIGRAPHS[s.slice(i, i + 2)];
    let k: string;
    if (s.startsWith("tch", i)) {
      k = "c";
      i += 2;
    } else if (pair !== undefined) {
      k = pair;
      i++;
    } else k = FOLD[c] ?? c;
    if (!out.endsWith(k)) out += k;
  }
  return out;
}

/** Two letters that spell one sound: ee (ㅣ), oo (ㅜ), sh (ㅅ), ch (ㅈ/ㅊ), ae (ㅐ), eo (ㅓ), eu (ㅡ). */
const DIGRAPHS: Record<string, string> = { ee: "i", oo: "o", sh: "s", ch: "c", ae: "e", eo: "o", eu: "o" };
const FOLD: Record<string, string> = { j: "c", g: "k", d: "t", b: "p", r: "l", u: "o" };
