import type * as z from "zod";
import type { Catalogue } from "../../app/lib/catalogue/catalogue";
import { checkFact } from "./check-fact";
import { draftProblems } from "./drafts";
import { editorialProblems } from "./editorial-rules";
import { duplicateProblems, linkSchema, type FactLink } from "./duplicates";
import { conflictingNames, nameSchema, type NameEntry } from "./names";
import { applyWaivers, waiverSchema, type ContentProblem, type Waiver } from "./waivers";
import { withdrawnProblems } from "./withdrawn";
import { reviewProblems } from "./review-versions.server";
import { styleProblems } from "./style";

/** A names or waivers file as read from disk, named for problems. */
export interface ListFile {
  file: string;
  json: unknown;
}

/** Reads the entries of list files (names, waivers), reporting each bad entry as a problem of its file. */
function readLists<T>(files: readonly ListFile[], schema: z.ZodType<T>, problems: ContentProblem[]): T[] {
  const entries: T[] = [];
  for (const { file, json } of files) {
    if (!Array.isArray(json)) {
      problems.push({ path: file, field: "(file)", check: "format", message: "must hold a JSON array" });
      continue;
    }
    json.forEach((raw, i) => {
      const result = schema.safeParse(raw);
      if (result.success) entries.push(result.data);
      else
        for (const issue of result.error.issues)
          problems.push({ path: file, field: `[${i}].${issue.path.map(String).join(".")}`, check: "format", message: issue.message });
    });
  }
  return entries;
}

/**
 * Every content problem of a catalogue that no waiver covers, plus the problems of the names, waivers and
 * links files themselves and the duplicate pairs no link explains (duplicates.ts); and the waivers that cover nothing.
 */
export function checkCatalogue(
  catalogue: Catalogue,
  nameFiles: readonly ListFile[],
  waiverFiles: readonly ListFile[],
  linkFiles: readonly ListFile[] = [],
) {
  const fileProblems: ContentProblem[] = [];
  const names: NameEntry[] = readLists(nameFiles, nameSchema, fileProblems);
  const waivers: Waiver[] = readLists(waiverFiles, waiverSchema, fileProblems);
  const links: FactLink[] = readLists(linkFiles, linkSchema, fileProblems);
  // Duplicates are never waived: a pair meant to be kept is linked instead, with the reason.
  fileProblems.push(...duplicateProblems(catalogue.facts, links));
  // Nor are drafts: a fact with TODO text left from the scaffold (drafts.ts) cannot pass.
  for (const fact of catalogue.facts) fileProblems.push(...draftProblems(fact));
  // Nor the editorial floor: lengths, statement titles, a review on record (editorial-rules.ts).
  for (const fact of catalogue.facts) fileProblems.push(...editorialProblems(fact));
  // Nor is a phrase a correction withdrew (withdrawn.ts).
  for (const fact of catalogue.facts) fileProblems.push(...withdrawnProblems(fact));
  // Nor is a translation reviewed against a text of the other language that has changed since (review-versions.server.ts).
  for (const fact of catalogue.facts) fileProblems.push(...reviewProblems(fact));
  for (const { en, message } of conflictingNames(names)) fileProblems.push({ path: "names", field: en, check: "names", message });
  for (const waiver of waivers)
    if (!catalogue.byPath.has(waiver.path))
      fileProblems.push({
        path: waiver.path,
        field: waiver.field,
        check: "waivers",
        message: "waives a check for a fact that does not exist",
      });

  const { open, unused } = applyWaivers(
    catalogue.facts.flatMap((fact) => [...checkFact(fact, names), ...styleProblems(fact, names)]),
    waivers,
  );
  return { problems: [...fileProblems, ...open], unusedWaivers: unused };
}
