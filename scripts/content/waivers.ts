import * as z from "zod";

/** The checks a reviewed waiver may set aside: the ones where a rule can be wrong for a particular text. */
export const WAIVABLE_CHECKS = [
  "sentences",
  "numbers",
  "hedges",
  "names",
  "records",
  "era",
  "spelling",
  "semicolon",
  "counted-number",
  "sentence-length",
  "large-number",
  "counted-of",
  "name-variant",
  "glossary-form",
] as const;
/** Checks about the whole fact (its names, its sources) rather than one field: their waivers cover the fact. */
const FACT_WIDE: readonly string[] = ["names", "records"];

export const waiverSchema = z.strictObject({
  path: z.string().regex(/^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/, "must be a fact path like /fact/space/venus-day"),
  check: z.enum(WAIVABLE_CHECKS),
  field: z
    .string()
    .regex(
      /^(title|body|seoDescription|detail\.\d|tags\.\d|glossary\.\d(\.note)?|corrections\.\d+\.note)$/,
      "must be title, body, seoDescription, detail.N, tags.N, glossary.N, glossary.N.note or corrections.N.note",
    ),
  reason: z.string().trim().min(20, "must explain, in a sentence, why the rule is wrong for this text"),
});
export type Waiver = z.infer<typeof waiverSchema>;

/** One thing the content checks found: `path field check: message`. */
export interface ContentProblem {
  path: string;
  field: string;
  check: string;
  message: string;
}

export function formatProblem(p: ContentProblem): string {
  return `${p.path} ${p.field} ${p.check}: ${p.message}`;
}

export function isWaived(problem: ContentProblem, waivers: readonly Waiver[]): boolean {
  return waivers.some(
    (w) => w.path === problem.path && w.check === problem.check && (w.field === problem.field || FACT_WIDE.includes(w.check)),
  );
}

/** Problems no waiver covers, and waivers that covered nothing (stale: the text or the rule has changed). */
export function applyWaivers(problems: readonly ContentProblem[], waivers: readonly Waiver[]) {
  const open = problems.filter((p) => !isWaived(p, waivers));
  const unused = waivers.filter((w) => !problems.some((p) => isWaived(p, [w])));
  return { open, unused };
}
