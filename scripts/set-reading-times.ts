// Recomputes readingTimeMinutes of every translation from its text (app/lib/catalogue/reading-time.ts).
// Run after editing facts: npm run data:reading-times
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readingTimeMinutes } from "../app/lib/catalogue/reading-time";
import { isLang } from "../app/lib/i18n/languages";

type Translation = { body: string; detail?: string[] | string; readingTimeMinutes?: number };

const dir = path.join(process.argv[2] ?? "data", "facts");
let changed = 0;
for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
  const file = path.join(dir, name);
  const before = readFileSync(file, "utf8");
  const facts = JSON.parse(before) as { translations: Record<string, Translation> }[];
  for (const fact of facts)
    for (const [lang, t] of Object.entries(fact.translations)) {
      if (!isLang(lang)) continue;
      // A detail still in the one-string shape counts the same as its paragraphs would.
      const detail = typeof t.detail === "string" ? [t.detail] : (t.detail ?? []);
      const minutes = readingTimeMinutes(lang, t.body, detail);
      if (t.readingTimeMinutes !== minutes) changed++;
      t.readingTimeMinutes = minutes;
    }
  const after = `${JSON.stringify(facts, null, 2)}\n`;
  // Files whose times are right are not rewritten: their timestamps (and the build-if-needed check) stay put.
  if (after !== before) writeFileSync(file, after);
}
console.log(`Reading times updated: ${changed} changed.`);
