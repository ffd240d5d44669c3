/**
 * The reader's place in a fact: its paragraphs are numbered the same way in every language and on the
 * side-by-side page (0 the summary, then each paragraph of the detail), so a paragraph's number names the
 * same place in each. A link to another language or view carries it as a #fragment, which never reaches the
 * server and so cannot split the page cache.
 */
export const placeId = (paragraph: number) => `p${paragraph}`;

/** A paragraph's box as the browser lays it out, relative to the viewport. */
export interface PlaceBox {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The paragraph the reader is on: the first whose bottom is below `viewTop` (the edge of what is not covered
 * by the sticky header) by at least `minVisible` pixels, so a paragraph scrolled almost out of view does not
 * count. Null while the first paragraph has not been reached yet: the reader is still at the top.
 */
export function placeInView(boxes: readonly PlaceBox[], viewTop: number, minVisible = 24): string | null {
  const first = boxes[0];
  if (!first || first.top >= viewTop) return null;
  return boxes.find((b) => b.bottom - viewTop >= minVisible)?.id ?? boxes[boxes.length - 1]!.id;
}
