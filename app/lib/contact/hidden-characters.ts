/**
 * Characters that show nothing, or change how the text around them shows, found by Unicode property rather than
 * by a hand list (which missed the soft hyphen, the tag characters and the Hangul fillers, issue 52): controls
 * (Cc), format characters (Cf: bidi controls, zero-width spaces, the soft hyphen, tags), the line and paragraph
 * separators, every Default_Ignorable_Code_Point (fillers, variation selectors, the combining grapheme joiner),
 * private-use and unassigned code points. In a stored name or message they can disguise who wrote it.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The invisible characters that belong to visible text, kept as they are: a zero-width joiner inside an emoji
 * sequence (👩‍💻, ❤️‍🔥), ZWJ or ZWNJ between letters of scripts that need them (not Latin or Hangul, where
 * they only hide), one variation selector after a visible character (❤️, 1️⃣), a subdivision flag's tags (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
const PART_OF_TEXT =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})|(?<=[^\P{L}\p{sc=Latin}\p{sc=Hangul}]|\p{M})[\u200C\u200D](?=[^\P{L}\p{sc=Latin}\p{sc=Hangul}]|\p{M})|(?<=[^\p{C}\p{Z}\p{Default_Ignorable_Code_Point}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}](?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])|(?<=\u{1F3F4})[\u{E0061}-\u{E007A}]{2,6}\u{E007F}/u;

/** One pass over a text: group 1 is a sequence that belongs to the text, group 2 a hidden character. */
const SCAN = new RegExp(`(${PART_OF_TEXT.source})|(${HIDDEN.source})`, "gu");

/** A character as a visible escape: \x1b, \u00ad, \u{e0041}. */
function escapeOf(c: string): string {
  const code = c.codePointAt(0)!;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, "0")}` : `\\u{${code.toString(16)}}`;
}

/** Every hidden character outside the sequences that belong to the text. */
export function hiddenCharacters(text: string): string[] {
  return [...text.matchAll(SCAN)].filter((m) => m[2] !== undefined).map((m) => m[2]!);
}

/** The text with each hidden character (but those `keep` accepts) written as a visible escape. */
export function revealHidden(text: string, keep: (c: string) => boolean = () => false): string {
  return text.replace(SCAN, (match: string, partOfText: string | undefined) =>
    partOfText !== undefined || keep(match) ? match : escapeOf(match),
  );
}

/** Text that reads as an e-mail address or a sender in angle brackets ("Boss <boss@curio.example>"). */
export function looksLikeAddress(text: string): boolean {
  return /[<>＜＞]|[^\s@<>]+[@＠][^\s@<>]+\.[^\s@<>]+/u.test(text);
}
