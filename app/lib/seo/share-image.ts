import type { Fact } from "../catalogue/schema";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The default link-preview image of a fact: its category's card (public/og), unless the data names one. */
export function shareImagePath(fact: Pick<Fact, "category" | "ogImage">): string {
  return fact.ogImage ?? `/og/${fact.category}.png`;
}

/** The site's own card, for pages that are not about one fact. */
export const SITE_SHARE_IMAGE = "/og/default.png";
