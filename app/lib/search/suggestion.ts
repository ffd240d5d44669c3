import type { Highlighted } from "./segments";

/** One entry of the search box's suggestion list, as /{lang}/search/suggest answers it. */
export interface Suggestion {
  title: string;
  /** The title with what matched marked, so the list shows why each fact is there. */
  marked: Highlighted;
  href: string;
  emoji: string;
  /** True when the fact was found through its other translation: the list says so. */
  viaOther?: boolean;
}
