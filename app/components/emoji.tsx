/**
 * A decorative emoji (the spec's flags and category emoji, and the site's small icons), hidden from assistive
 * technology: the text beside it names it. It sits in a box of fixed size, so the glyph cannot move the page
 * when the browser draws it from a colour-emoji font loaded after the first layout (a layout shift seen in
 * the CLS tests on a loaded machine: the flags widened the header's language buttons).
 */
export function Emoji({ children }: { children: string }) {
  return (
    <span className="emoji" aria-hidden="true">
      {children}
    </span>
  );
}
