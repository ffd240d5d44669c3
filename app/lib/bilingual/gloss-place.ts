/** Room kept between a gloss and what it must not cover, in CSS pixels. */
export const GAP = 6;

export type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Where a gloss of `height` goes so that it covers neither the term nor its partner sentence: on the side away
 * from the partner (above a term whose partner is below it, as on a phone where pairs stack), or past the partner;
 * the first place that fits between the sticky header and the bottom of the window, else the first one (the page
 * is scrolled to it). Pure: the rectangles are measured by the caller.
 */
export function glossTop(
  term: Box,
  partner: Box,
  height: number,
  viewport: { top: number; bottom: number },
): { top: number; fits: boolean } {
  const partnerBelow = partner.top >= term.bottom - 1;
  const partnerAbove = partner.bottom <= term.top + 1;
  const above = (box: Box) => box.top - GAP - height;
  const below = (box: Box) => box.bottom + GAP;
  const tops = partnerBelow
    ? [above(term), below(partner)]
    : partnerAbove
      ? [below(term), above(partner)]
      : // Side by side (two columns): under the term, or over it.
        [below(term), above(term)];
  for (const top of tops) if (top >= viewport.top && top + height <= viewport.bottom) return { top, fits: true };
  return { top: tops[0]!, fits: false };
}
