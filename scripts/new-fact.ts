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
// addedAt is today in Seoul, the day the fact is written; test/data/dates.test.ts holds it to the day of the
// commit that adds it (commit it the same Seoul day, or correct addedAt and keep publishedDate on or after it).
const today = seoulDay(new Date());
const draft = draftFact(category, slug, draftDate(newest, today), today);
const { enDetailWords: words, seoDescriptionChars: seo } = EDITORIAL_RULES;
// The skeleton must itself be a valid record, or the catalogue would stop loading.
factSchema.parse(draft);
writeFileSync(file, `${JSON.stringify([...facts, draft], null, 2)}\n`);

console.log(`Draft ${draft.path} added to ${file} (addedAt ${draft.addedAt}, publishedDate ${draft.publishedDate}: queued, so
not live anywhere). docs/writing-facts.md says each step.

What you, the writer, submit:
  1. Write every TODO field in English and Korean: title (a statement; in Korean a sentence ending in ‘-다’), body,
     2–4 detail paragraphs (the same sentences in both; English ${words.min}–${words.max} words in all), 3–5 tags, 5–6 SEO
     keywords, seoDescription (English ${seo.en.min}–${seo.en.max} characters, Korean ${seo.ko.min}–${seo.ko.max}), sources (a page you read
     in a stored copy: its exact url, checkedAt the day you read it, and support: a short passage copied from it, or
     a locator; where no page can carry the claim, an entry { path, reason, note: { en, ko } } in
     data/source-waivers-${category}.json instead), 3–6 glossary pairs that occur in the texts (Korean verbs in
     dictionary form: 녹다), and new proper names in data/names-${category}.json.
  2. npm run data:reading-times      (sets readingTimeMinutes)
  3. npm run data:sentence-pairs     (splits and pairs the sentences)
     npm run data:pronunciations     (proposes how each new Korean key term is said)
  4. npm run check:content           (names every problem; your draft passes with "draft: ${draft.path} … needs
                                      review of …" once only the reviewers' part is left)
  5. npx vitest run test/data        (the catalogue's data tests)
  6. Commit on the Seoul day of addedAt: test/data/dates.test.ts holds addedAt to the commit that adds the fact.

What the reviewers add (two people other than you; one reads the Korean against the English claim by claim):
  7. npm run fact:reviewed -- ${draft.path}    (after reading and fixing; records reviewedAt and reviewedAgainst)
  8. npm run data:sentence-pairs -- --review ${draft.path} --by <name>    (after reading every pair)
  9. npm run data:pronunciations -- --read "<term>" --by <name>    (each of two readers, for every proposed term)
 10. publishedDate: the day it should appear (Seoul), never before addedAt. From that day check:content fails the
     fact if any review above is missing.`);
