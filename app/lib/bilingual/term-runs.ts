import type { GlossedSentence } from "./glossed-text";

/**
 * A key term with the text that touches it on either side: a Korean particle (꿀|을), a plural's s, a comma, an
 * opening bracket or quotation mark. A browser may break a line on either side of a button (CSS Text 3 gives
 * every atomic inline a wrap opportunity before and after it), so without this a particle or a comma can start
 * the next line; the page shows the run as one piece that does not break.
 */
export interface TermRun {
  before: string;
  term: [text: string, term: number];
  after: string;
}

/**
 * A sentence's runs with each key term joined to the text that touches it. Text between two terms with no space
 * in it stays with the first of them.
 */
export function termRuns(runs: GlossedSentence): (string | TermRun)[] {
  const out: (string | TermRun)[] = [];
  let before = "";
  runs.forEach((run, i) => {
    if (typeof run !== "string") {
      out.push({ before, term: run, after: "" });
      before = "";
      return;
    }
    // Strings never follow one another, so the last run out is a term exactly when this text follows one.
    const previous = out.at(-1);
    if (typeof previous === "object") run = run.slice((previous.after = /^\S*/u.exec(run)![0]).length);
    if (typeof runs[i + 1] === "object") run = run.slice(0, run.length - (before = /\S*$/u.exec(run)![0]).length);
    if (run) out.push(run);
  });
  return out;
}
