import { hiddenCharacters, looksLikeAddress, revealHidden } from "./hidden-characters";

/**
 * Stored text made safe to print on an operator's terminal: every hidden character (hidden-characters.ts:
 * ESC and the other controls, bidi controls, zero-width and ignorable characters, the line and paragraph
 * separators) — any of which can disguise text or forge a line — is shown as a visible escape (\x1b, \u202e)
 * instead of being interpreted. Line feeds and tabs are kept: messages have lines.
 */
export function terminalSafe(text: string): string {
  return revealHidden(text, (c) => c === "\n" || c === "\t");
}

/**
 * A stored name as `npm run messages` lists it: quoted, its hidden characters escaped, and marked when it is not a
 * plain name (the form refuses these now; older rows may hold them), so a name like "Boss <boss@curio.example>"
 * cannot pass for the sender, whose address the listing gives on its own, after "from".
 */
export function listedName(name: string): string {
  const marks = [
    looksLikeAddress(name) ? "looks like an address" : null,
    hiddenCharacters(name).length > 0 ? "has hidden characters, shown escaped" : null,
  ].filter((mark) => mark !== null);
  // Everything hidden escaped, line breaks and tabs too: a name is one line.
  const quoted = `"${revealHidden(name)}"`;
  return marks.length > 0 ? `${quoted}  ⚠ NOT A PLAIN NAME: ${marks.join("; ")} (the sender is the address after "from")` : quoted;
}
