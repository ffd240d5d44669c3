// Sources one tap away (issue 33, item 2; issue 51, item 3): a fact counts as sourced when one of its sources was
// read by a reviewer in a stored copy of the publisher's page (`url`, `checkedAt`) and the place that page supports the
// claim is recorded beside it (`support`: a short quotation or a locator), so that anyone can check it. A fact with no
// such source is listed in data/source-waivers-<category>.json with what was searched and why nothing was linked, and
// a note that tells readers so on the fact page. A waiver for a fact that has since been sourced is stale.
import type { SourceWaiver } from "../../app/lib/catalogue/source-waivers";
import type { Fact } from "../../app/lib/catalogue/schema";
import type { ContentProblem } from "./waivers";

/** Whether a reviewer read one of the fact's sources at its address and recorded the day. */
export const hasCheckedSource = (fact: Pick<Fact, "sources">): boolean => fact.sources?.some((s) => s.url && s.checkedAt) ?? false;

/** Whether one of the fact's checked sources also records where its page supports the claim: what counts as sourced. */
export const hasSupportedSource = (fact: Pick<Fact, "sources">): boolean =>
  fact.sources?.some((s) => s.url && s.checkedAt && s.support) ?? false;

/** How many of `facts` are sourced (url, checkedAt and support) and how many have a checked source at all. */
export function sourceShares(facts: readonly Fact[]): { facts: number; supported: number; checked: number } {
  return { facts: facts.length, supported: facts.filter(hasSupportedSource).length, checked: facts.filter(hasCheckedSource).length };
}

/** Facts neither sourced nor waived, waivers that are stale, name no fact or leave readers without a note. */
export function sourceProblems(facts: readonly Fact[], waivers: readonly SourceWaiver[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (path: string, message: string) => problems.push({ path, field: "sources", check: "sources", message });
  const waived = new Map<string, number>();
  for (const waiver of waivers) waived.set(waiver.path, (waived.get(waiver.path) ?? 0) + 1);
  const paths = new Set(facts.map((f) => f.path));
  for (const fact of facts) {
    const sourced = hasSupportedSource(fact);
    if (!sourced && !waived.has(fact.path))
      report(
        fact.path,
        hasCheckedSource(fact)
          ? "has a checked source but not where its page supports the claim: record support.quote (a short passage copied from the stored copy) or support.locator (section, page, table)"
          : "has no source read in a stored copy (url, checkedAt and support), nor a waiver in data/source-waivers-*.json",
      );
    if (sourced && waived.has(fact.path)) report(fact.path, "is waived but has a source with its support: remove the waiver");
  }
  for (const [path, count] of waived) {
    if (!paths.has(path)) report(path, "is waived but is not a fact");
    if (count > 1) report(path, `is waived ${count} times`);
  }
  for (const waiver of waivers)
    if (paths.has(waiver.path) && !waiver.note)
      report(
        waiver.path,
        "is waived without a note for readers: add note.en and note.ko, shown beside the sources (what the claim rests on, and why no page is linked)",
      );
  return problems;
}
