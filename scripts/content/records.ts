import type { FactSource } from "../../app/lib/catalogue/schema";

/** Words that claim a record: such a claim needs more than one encyclopedia's word for it. */
const RECORD = /\b(largest|biggest|smallest|first|oldest|fastest|longest|tallest|deepest|heaviest|most|only)\b/i;
/** General reference works: a good start, but not the body that measured or found the record. */
const ENCYCLOPEDIA = /britannica|wikipedia|encyclop|world book|national geographic kids|나무위키|위키백과|백과/i;

/** The record word a text uses, if any. */
export function recordClaim(text: string): string | undefined {
  return RECORD.exec(text)?.[1];
}

export function isEncyclopedia(source: FactSource): boolean {
  return ENCYCLOPEDIA.test(source.publisher) || ENCYCLOPEDIA.test(source.title);
}

/** Why a record claim's sources are not enough, or undefined when there are 2+ and one is primary. */
export function recordSourcesProblem(sources: readonly FactSource[]): string | undefined {
  if (sources.length < 2) return `has ${sources.length} source${sources.length === 1 ? "" : "s"}; a record claim needs at least 2`;
  if (sources.every(isEncyclopedia)) return "cites only encyclopedias; a record claim needs a primary source";
  return undefined;
}
