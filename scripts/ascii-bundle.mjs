// Rewrites every non-ASCII character of a built JavaScript file as a \u escape (a surrogate pair for those
// beyond the BMP). V8 keeps a script's source text for as long as the script lives, at one byte a character
// when it is all Latin-1 and at two otherwise: a few Hangul characters in the regular expressions of the
// one-file server (ours and es-hangul's; esbuild's ASCII output escapes strings but not regular expressions)
// doubled its 3 MB of source in the heap. Escapes mean the same in strings, regular expressions (with or
// without the u flag) and identifiers; the bundle has no comments left (--minify-whitespace).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const escape = (ch) => {
  const code = ch.charCodeAt(0);
  return `\\u${code.toString(16).padStart(4, "0")}`;
};

/** Rewrites `file` in place with its non-ASCII characters escaped. */
export function asciiOnly(file) {
  const source = readFileSync(file, "utf8");
  // Splits astral characters into their two UTF-16 units, each escaped.
  const ascii = source.replace(/[\u0080-\uffff]/g, escape);
  if (ascii !== source) writeFileSync(file, ascii);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) asciiOnly(file);
}
