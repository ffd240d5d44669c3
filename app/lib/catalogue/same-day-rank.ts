// Kept apart from catalogue.ts, which validates with zod: the daily rotation runs in the browser too, and
// importing this from catalogue.ts brought the catalogue schema and zod into every page's script (and zod's
// eval probe into the CSP report).
/**
 * A fixed pseudo-random rank of a fact's path (32-bit FNV-1a). Facts that went live together share a day (issue 33:
 * dates are the day a fact went live, never earlier), and ordering them by path would list them a category at a
 * time — a blog page of animals only, a month of animals as the fact of the day. This mixes them, the same way
 * on every server and every day.
 */
export function sameDayRank(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
