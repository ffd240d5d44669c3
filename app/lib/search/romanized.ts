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
