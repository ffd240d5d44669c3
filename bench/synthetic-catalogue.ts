// Writes a synthetic catalogue of N bilingual facts (never shipped) built from the real one's texts,
// so benchmarks load, validate, index and render at scale through the same code paths.
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import path from "node:path";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";

/** Writes the catalogue and returns the path of one of its facts (to probe and load). */
export function writeSyntheticCatalogue(dir: string, size: number): string {
  const real = loadCatalogue("data");
  mkdirSync(path.join(dir, "facts"), { recursive: true });
  copyFileSync("data/categories.json", path.join(dir, "categories.json"));
  const raw = real.categories.map((c) => JSON.parse(readFileSync(`data/facts/${c.slug}.json`, "utf8")) as Record<string, unknown>[]).flat();
  const byCategory = new Map<string, unknown[]>();
  for (let i = 0; i < size; i++) {
    const base = raw[i % raw.length] as {
      slug: string;
      category: string;
      publishedDate: string;
      translations: Record<string, { title: string }>;
    };
    const slug = `${base.slug}-${i}`;
    const day = new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10);
    const translations = Object.fromEntries(
      Object.entries(base.translations).map(([lang, t]) => [lang, { ...t, title: `${t.title} (${i})` }]),
    );
    const fact = { ...base, id: slug, slug, path: `/fact/${base.category}/${slug}`, addedAt: day, publishedDate: day, translations };
    byCategory.set(base.category, [...(byCategory.get(base.category) ?? []), fact]);
  }
  for (const [category, facts] of byCategory) writeFileSync(path.join(dir, "facts", `${category}.json`), JSON.stringify(facts));
  return (byCategory.values().next().value as { path: string }[])[7]!.path;
}
