// What a writer hands over and what a reviewer adds (docs/writing-facts.md): a fact still queued (publishedDate after
// today in Seoul) may lack its reviewers' stamps — fact:reviewed on each translation, the reading of its sentence
// pairs, the reading of its new key terms' pronunciations — and check:content then passes it with a notice saying
// what review it still needs. On its day the same gaps are failures: nothing reaches readers unreviewed.

/** A finding of check:content that only a reviewer's reading can clear, with the facts it holds back. */
export interface ReviewGap {
  /** The facts this reading is missing for (a pronunciation may serve several). */
  paths: readonly string[];
  /** What is to be read, as the notice names it ("translations.ko.reviewedAt", "sentence pairs", …). */
  what: string;
}

/**
 * The gaps that may wait, by draft (every fact they hold back is queued, `publishedDate` after `today`), and the
 * indices of the others, which fail. A gap shared with a published fact fails: that fact is already read.
 */
export function pendingReviews(
  gaps: readonly ReviewGap[],
  publishedDate: ReadonlyMap<string, string>,
  today: string,
): { pending: Map<string, string[]>; failing: number[] } {
  const pending = new Map<string, string[]>();
  const failing: number[] = [];
  gaps.forEach((gap, i) => {
    const queued = gap.paths.length > 0 && gap.paths.every((path) => (publishedDate.get(path) ?? "") > today);
    if (!queued) return failing.push(i);
    for (const path of gap.paths) pending.set(path, [...(pending.get(path) ?? []), gap.what]);
  });
  return { pending, failing };
}

/** The notice check:content prints for a draft: which readings it still needs before its day. */
export function draftNotice(path: string, publishedDate: string, needs: readonly string[]): string {
  return `draft: ${path} (publishedDate ${publishedDate}) passes as a draft; before that day it needs review of: ${[...new Set(needs)].join(", ")}`;
}
