// Sources one tap away (issue #33, item 2): every fact has a source a reviewer read in a stored copy of the
// publisher's page (`url` and `checkedAt`), or a reviewed waiver (data/source-waivers-<category>.json) saying
// what was searched and why nothing was linked. A waiver for a fact that has since been linked is stale.
import * as z from "zod";
import type { Fact } from "../catalogue/schema";
import type { ContentProblem } from "./waivers";

export const sourceWaiverSchema = z.strictObject({
  path: z.string().regex(/^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/, "must be a fact path like /fact/space/venus-day"),
  reason: z.string().trim().min(20, "must say, in a sentence, what was searched and why nothing was linked"),
});
export type SourceWaiver = z.infer<typeof sourceWaiverSchema>;

/** Whether a reviewer read one of the fact's sources at its address and recorded the day. */
export const hasCheckedSource = (fact: Pick<Fact, "sources">): boolean => fact.sources?.some((s) => s.url && s.checkedAt) ?? false;

/** Facts with neither a checked source nor a waiver, and waivers that are stale or name no fact. */
export function sourceProblems(facts: readonly Fact[], waivers: readonly SourceWaiver[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const waived = new Map<string, number>();
  for (const waiver of waivers) waived.set(waiver.path, (waived.get(waiver.path) ?? 0) + 1);
  const paths = new Set(facts.map((f) => f.path));
  for (const fact of facts) {
    const checked = hasCheckedSource(fact);
    if (!checked && !waived.has(fact.path))
      problems.push({
        path: fact.path,
        field: "sources",
        check: "sources",
        message: "has no source read in a stored copy (url and checkedAt), nor a waiver in data/source-waivers-*.json",
      });
    if (checked && waived.has(fact.path))
      problems.push({
        path: fact.path,
        field: "sources",
        check: "sources",
        message: "is waived but has a checked source: remove the waiver",
      });
  }
  for (const [path, count] of waived) {
    if (!paths.has(path)) problems.push({ path, field: "sources", check: "sources", message: "is waived but is not a fact" });
    if (count > 1) problems.push({ path, field: "sources", check: "sources", message: `is waived ${count} times` });
  }
  return problems;
}
