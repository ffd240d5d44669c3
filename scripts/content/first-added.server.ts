// The day each fact first went into the repository, read from git (issue 33: honest dates). The catalogue records
// it as `addedAt`, so nothing at run time needs git; this module is how a test holds that record to the history.
import { execFileSync } from "node:child_process";
import { seoulDay } from "../../app/lib/time/seoul-day";
import type { Fact } from "../../app/lib/catalogue/schema";

/** The Seoul day of the first commit that holds each fact path, or why the history cannot tell. */
export type FirstAdded = { days: ReadonlyMap<string, string> } | { unavailable: string };

const FACTS_DIR = "data/facts";

function git(repo: string, args: string[]): string {
  return execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Walks every commit that touched data/facts, oldest first, and notes the Seoul day (the site's calendar day,
 * time/seoul-day.ts) of the first one whose files hold each fact's path. Paths, not ids: two facts may share
 * an id in different categories. A shallow clone lacks the commits that added most facts, so it answers
 * `unavailable` rather than wrong days.
 */
export function firstAddedDays(repo: string): FirstAdded {
  try {
    if (git(repo, ["rev-parse", "--is-shallow-repository"]).trim() === "true")
      return { unavailable: "the clone is shallow: the commits that added the facts are missing (git fetch --unshallow)" };
  } catch {
    return { unavailable: `${repo} is not a git repository (or git is missing)` };
  }
  const days = new Map<string, string>();
  const commits = git(repo, ["log", "--reverse", "--format=%H %ct", "--", FACTS_DIR]).trim().split("\n").filter(Boolean);
  for (const line of commits) {
    const [sha, seconds] = line.split(" ") as [string, string];
    const day = seoulDay(new Date(Number(seconds) * 1000));
    const files = git(repo, ["ls-tree", "-r", "--name-only", sha, "--", FACTS_DIR])
      .trim()
      .split("\n")
      .filter((f) => f.endsWith(".json"));
    for (const file of files) {
      let records: unknown;
      try {
        records = JSON.parse(git(repo, ["show", `${sha}:${file}`]));
      } catch {
        continue; // A commit with a broken file did not put anything live.
      }
      if (!Array.isArray(records)) continue;
      for (const record of records) {
        const path = (record as { path?: unknown } | null)?.path;
        if (typeof path === "string" && !days.has(path)) days.set(path, day);
      }
    }
  }
  return { days };
}

/** A fact whose dates disagree with the history or with each other, in words for a test's message. */
export interface DateProblem {
  path: string;
  message: string;
}

/**
 * What is wrong with the catalogue's dates: a publishedDate before addedAt (a fact dated before it existed),
 * and, when the history is known, an addedAt other than the day of the commit that added the fact. A fact in no
 * commit yet (written, not committed) must have an addedAt on or after the day of the newest commit, `headDay`.
 */
export function dateProblems(
  facts: readonly Pick<Fact, "path" | "addedAt" | "publishedDate">[],
  history: ReadonlyMap<string, string> | undefined,
  headDay?: string,
): DateProblem[] {
  const problems: DateProblem[] = [];
  for (const fact of facts) {
    if (fact.publishedDate < fact.addedAt)
      problems.push({ path: fact.path, message: `publishedDate ${fact.publishedDate} is before addedAt ${fact.addedAt}` });
    if (!history) continue;
    const first = history.get(fact.path);
    if (first !== undefined && first !== fact.addedAt)
      problems.push({ path: fact.path, message: `addedAt ${fact.addedAt}, but the history first holds it on ${first} (Seoul day)` });
    if (first === undefined && headDay !== undefined && fact.addedAt < headDay)
      problems.push({
        path: fact.path,
        message: `addedAt ${fact.addedAt} is before the newest commit (${headDay}), which does not hold it yet`,
      });
  }
  return problems;
}

/** The Seoul day of the newest commit (HEAD). */
export function headDay(repo: string): string {
  return seoulDay(new Date(Number(git(repo, ["log", "-1", "--format=%ct"]).trim()) * 1000));
}
