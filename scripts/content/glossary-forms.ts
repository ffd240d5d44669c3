/**
 * Glossary headwords in dictionary form (docs/style-guide.md, 용어): a reader looks a word up as the dictionary lists
 * it, so a verb or an adjective is given as 녹다, 퇴화하다, 쉬지 않다, not as the form the sentence happened to use
 * (녹아, 퇴화한, 쉬지 않고). The catalogue finds a headword in dictionary form in the text by its stem
 * (text/korean-headword.ts).
 *
 * Korean nouns end in almost any syllable, so only endings that a noun does not take are reported: connective and
 * adverbial endings (-아 after a final consonant, a merged -어 as in 게워, -고, -게, -며, -서 after -아/-어, -ㄴ지) and
 * adnominal ones (-는, -은 after a final consonant, -된, -낸, -던, -적인, -여진, -어든, -한 and -운 at the end of a word of
 * three syllables or more). A plain -어 after a final consonant is left to the reviewers: most such words are nouns
 * (단어, 상어, 라틴어). A noun that looks inflected is set aside by a reviewed waiver.
 */

/** Nouns whose last syllables look like an ending. */
const NOUNS = new Set(["관아", "발아", "맹아", "영아", "남아", "동남아", "런던", "최대한", "최소한", "무제한", "아서"]);

const FIRST = 0xac00;
const hasFinal = (ch: string | undefined) =>
  ch !== undefined && ch.charCodeAt(0) >= FIRST && ch.charCodeAt(0) <= 0xd7a3 && (ch.charCodeAt(0) - FIRST) % 28 !== 0;

/** The endings reported, each with what it is, tried on the term's last word. */
const ENDINGS: { test: (word: string) => boolean; ending: string }[] = [
  { ending: "-아", test: (w) => w.length >= 2 && w.endsWith("아") && hasFinal(w.at(-2)) },
  { ending: "-어", test: (w) => w.length >= 2 && /[워줘둬꿔뤄봐놔돼쳐져펴켜]$/.test(w) && !/[타파샤라]워$/.test(w) },
  { ending: "-고", test: (w) => w.length >= 2 && /(?:않|없|있|하|되|많|좋|같)고$/.test(w) },
  { ending: "-게", test: (w) => w.length >= 2 && /(?:하|리|르|롭|답|쉽|없|있|않|많|좋|같|렇|되|히|크|작|높|낮|길|짧|넓|깊)게$/.test(w) },
  { ending: "-며", test: (w) => w.length >= 2 && w.endsWith("며") },
  { ending: "-서", test: (w) => w.length >= 2 && /[어여해워져쳐돼와]서$/.test(w) },
  { ending: "-ㄴ지", test: (w) => w.length >= 3 && /(?:인|한|는|은|운|던|된)지$/.test(w) },
  { ending: "-는", test: (w) => w.length >= 2 && w.endsWith("는") },
  { ending: "-은", test: (w) => w.length >= 2 && w.endsWith("은") && hasFinal(w.at(-2)) },
  { ending: "-ㄴ", test: (w) => (w.length >= 2 && w.endsWith("된")) || w.endsWith("낸") },
  { ending: "-던", test: (w) => w.length >= 2 && w.endsWith("던") },
  { ending: "-적인", test: (w) => w.length >= 3 && w.endsWith("적인") },
  { ending: "-ㄴ", test: (w) => w.length >= 3 && /[여어아워와쳐져혀려해]진$|[어아만여]든$/.test(w) },
  { ending: "-한", test: (w) => w.length >= 3 && w.endsWith("한") },
  { ending: "-운", test: (w) => w.length >= 3 && /[거러려벼다로스우까가고쉬드]운$/.test(w) },
];

/** The inflectional ending a Korean glossary term ends in, described, or undefined for a dictionary form or a noun. */
export function inflectedEnding(term: string): string | undefined {
  const word = term.trim().split(/\s+/).at(-1) ?? "";
  if (!/^[가-힣]+$/.test(word) || NOUNS.has(word) || word.endsWith("다")) return undefined;
  return ENDINGS.find(({ test }) => test(word))?.ending;
}
