// Scaffolds a new fact: npm run fact:new -- --category space --slug my-fact [--data data]
// Appends a skeleton with every field, in English and Korean, to data/facts/<category>.json. Its texts are
// TODO markers: the catalogue still loads (so the writer can preview it), but npm run check:content refuses
// it until every one is written (scripts/content/drafts.ts). Prints the way from draft to published.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { categorySchema, factSchema } from "../app/lib/catalogue/schema";
import { draftDate, draftFact } from "./content/drafts";
import { EDITORIAL_RULES } from "./content/editorial-rules";
import { seoulDay } from "../app/lib/time/seoul-day";

function fail(message: string): never {
  console.error(`fact:new: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { category: { type: "string" }, slug: { type: "string" }, data: { type: "string", default: "data" } },
});
const { category, slug, data: dir } = values;
if (!category || !slug) fail("usage: npm run fact:new -- --category <category> --slug <lowercase-words-with-hyphens>");

const categories = categorySchema.array().parse(JSON.parse(readFileSync(path.join(dir, "categories.json"), "utf8")));
if (!categories.some((c) => c.slug === category))
  fail(`no category "${category}" (there are: ${categories.map((c) => c.slug).join(", ")})`);
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fail(`slug "${slug}" must be lowercase words joined by hyphens`);

const file = path.join(dir, "facts", `${category}.json`);
const facts = JSON.parse(readFileSync(file, "utf8")) as { slug: string; publishedDate: string }[];
if (facts.some((f) => f.slug === slug)) fail(`${file} already has a fact "${slug}"`);

// New facts continue the dates after the newest one in the whole catalogue (queued, ADR 014), and never on a
// day already begun in Seoul: a draft is never live, not even in npm run dev.
let newest = "";
for (const c of categories) {
  for (const f of JSON.parse(readFileSync(path.join(dir, "facts", `${c.slug}.json`), "utf8")) as { publishedDate: string }[])
    if (f.publishedDate > newest) newest = f.publishedDate;
}
// addedAt is today in Seoul, the day the fact is written; test/data/added-at.test.ts holds it to the day of the
// commit that adds it (commit it the same Seoul day, or correct addedAt and keep publishedDate on or after it).
const today = seoulDay(new Date());
const draft = draftFact(category, slug, draftDate(newest, today), today);
const { enDetailWords: words, seoDescriptionChars: seo } = EDITORIAL_RULES;
// The skeleton must itself be a valid record, or the catalogue would stop loading.
factSchema.parse(draft);
writeFileSync(file, `${JSON.stringify([...facts, draft], null, 2)}\n`);

console.log(`Draft ${draft.path} added to ${file} (addedAt ${draft.addedAt}, publishedDate ${draft.publishedDate}).

Next:
  1. Write every TODO field in English and Korean: title (a statement, never ending in "?"), body, 2–4 detail
     paragraphs (same sentences in both; English ${words.min}–${words.max} words in all), 3–5 tags, 5–6 SEO keywords,
     seoDescription (English ${seo.en.min}–${seo.en.max} characters, Korean ${seo.ko.min}–${seo.ko.max}), sources
     (one read in a stored copy of the publisher's page: its exact url and checkedAt, the day you read it; if none
     can be found, a { path, reason } entry in data/source-waivers-<category>.json), 3–6 glossary pairs that occur
     in the texts.
  2. npm run data:reading-times      (sets readingTimeMinutes)
  3. npm run check:content           (refuses the draft until no TODO is left and every rule above holds;
                                      also checks duplicates, numbers, hedges and names across languages)
  4. Two independent reviews, one reading the Korean against the English claim by claim; then set
     reviewedAt in each translation to that day (check:content refuses a translation without it).
     npm run data:sentence-pairs, read each pair, then npm run data:sentence-pairs -- --review <path> --by <name>.
     npm run data:pronunciations proposes how each Korean key term is said (data/pronunciations/<category>.json):
     two readers confirm or correct each (with the rule of 표준 발음법), or hide it (null), and delete "proposed".
  5. Set publishedDate to the day it should appear (Seoul time; a later day queues it), never before addedAt:
     a fact is not dated before it existed. Until then it is scheduled after today, so it is not live anywhere.
  6. Commit it on the day of its addedAt (Seoul): test/data/added-at.test.ts checks addedAt against the history.`);
