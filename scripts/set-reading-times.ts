// Recomputes readingTimeMinutes of every translation from its text (app/lib/catalogue/reading-time.ts).
// Run after editing facts: npm run data:reading-times
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readingTimeMinutes } from "../app/lib/catalogue/reading-time";
import { isLang } from "../app/lib/i18n/languages";

const dir = path.join(process.argv[2] ?? "data", "facts");
let changed = 0;
for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
  const file = path.join(dir, name);
  const facts = JSON.parse(readFileSync(file, "utf8")) as { translations: Record<string, { body: string; detail?: string; readingTimeMinutes?: number }> }[];
  for (const fact of facts)
    for (const [lang, t] of Object.entries(fact.translations)) {
      if (!isLang(lang)) continue;
      const minutes = readingTimeMinutes(lang, t.body, t.detail);
      if (t.readingTimeMinutes !== minutes) changed++;
      t.readingTimeMinutes = minutes;
    }
  writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
}
console.log(`Reading times updated: ${changed} changed.`);
