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

/**
 * A Korean word romanized as it is said where consonants meet (독립 → dongnip, 핀란드 → pillandeu, 국물 →
 * gungmul): the assimilations Revised Romanization writes, which a syllable-by-syllable romanization misses.
 * Only syllables and the rules that change the skeleton; es-hangul's `romanize` does all of them, slowly.
 */
export function romanizeSaid(word: string): string {
  const parts: [string, string, string][] = [];
  const initials: number[] = [];
  const finals: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return romanizeWord(word);
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
  return parts.map((p) => p.join("")).join("");
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
