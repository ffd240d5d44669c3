// Records a review: npm run fact:reviewed -- /fact/<category>/<slug> [--lang ko] [--date YYYY-MM-DD] [--data data]
// Run it after reading a translation claim by claim against the other language. It sets that translation's
// reviewedAt (today in Seoul unless --date) and reviewedAgainst, the version of the other language's text it was
// read against (scripts/content/review-versions.server.ts); without --lang it records both languages, for a review
// that read the pair both ways. check:content then passes until the other language's text changes again.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { factSchema, isoDate } from "../app/lib/catalogue/schema";
import { reviewRecord } from "./content/review-versions.server";
import { isLang, LANGS, type Lang } from "../app/lib/i18n/languages";
import { seoulDay } from "../app/lib/time/seoul-day";

function fail(message: string): never {
  console.error(`fact:reviewed: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { lang: { type: "string" }, date: { type: "string" }, data: { type: "string", default: "data" } },
});
const factPath = positionals[0];
const match = factPath && /^\/fact\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(factPath);
if (!match || positionals.length > 1) fail("usage: npm run fact:reviewed -- /fact/<category>/<slug> [--lang en|ko] [--date YYYY-MM-DD]");
const [, category, slug] = match;
if (values.lang !== undefined && !isLang(values.lang)) fail(`--lang must be one of ${LANGS.join(", ")}`);
const day = values.date ?? seoulDay(new Date());
if (!isoDate.safeParse(day).success) fail(`--date "${day}" is not a real YYYY-MM-DD date`);

const file = path.join(values.data, "facts", `${category}.json`);
const raw = JSON.parse(readFileSync(file, "utf8")) as { slug: string; translations: Record<string, Record<string, unknown>> }[];
const record = raw.find((f) => f.slug === slug);
if (!record) fail(`${file} has no fact "${slug}"`);
const parsed = factSchema.safeParse(record);
if (!parsed.success) fail(`${factPath} is not a valid fact: ${parsed.error.issues[0]?.message}`);
const fact = parsed.data;

const langs = values.lang ? [values.lang as Lang] : LANGS.filter((l) => fact.translations[l]);
for (const lang of langs) {
  let recorded;
  try {
    recorded = reviewRecord(fact, lang, day);
  } catch (error) {
    fail((error as Error).message);
  }
  // A fact is reviewed before it goes live (docs/writing-facts.md, honest dates), but not before it was written.
  if (recorded.reviewedAt! < fact.addedAt) fail(`${day} is before the fact's addedAt ${fact.addedAt}`);
  // Set on the record as read, so every other field keeps its place in the file.
  Object.assign(record.translations[lang]!, recorded);
  console.log(`${factPath} ${lang}: reviewed ${recorded.reviewedAt} against ${recorded.reviewedAgainst}`);
}
writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
