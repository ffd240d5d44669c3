import type * as z from "zod";
import type { Lang } from "../i18n/languages";
import { eventDatesSchema, type EventDates } from "../on-this-day/event-dates";
import { categorySchema, factSchema, type Category, type Fact } from "./schema";
import { sameDayRank } from "./same-day-rank";

/** The validated fact catalogue with its lookups. Built once; read-only afterwards. */
export interface Catalogue {
  readonly categories: readonly Category[];
  /** Every fact, newest first (publishedDate, then sameDayRank and path for a stable order). */
  readonly facts: readonly Fact[];
  readonly byPath: ReadonlyMap<string, Fact>;
  readonly byCategory: ReadonlyMap<string, readonly Fact[]>;
  readonly categoryBySlug: ReadonlyMap<string, Category>;
  /** The folder's event-dates.json: the day of the event each dated fact is about (On this day), by fact path. */
  readonly eventDates: EventDates;
}

export class CatalogueError extends Error {
  override name = "CatalogueError";
}

/** One file's raw JSON, named for error messages. */
export interface CatalogueFile {
  file: string;
  json: unknown;
}

function describe(error: z.ZodError, file: string, record: string): string {
  return error.issues.map((i) => `${file}: ${record}: ${i.path.length ? i.path.join(".") : "(record)"} ${i.message}`).join("\n");
}

function parseRecords<T>(source: CatalogueFile, schema: z.ZodType<T>, label: (raw: unknown, i: number) => string): T[] {
  if (!Array.isArray(source.json)) throw new CatalogueError(`${source.file}: must hold a JSON array`);
  return source.json.map((raw, i) => {
    const result = schema.safeParse(raw);
    if (!result.success) throw new CatalogueError(describe(result.error, source.file, label(raw, i)));
    return result.data;
  });
}

function recordLabel(raw: unknown, i: number): string {
  const id = raw && typeof raw === "object" && "slug" in raw ? String((raw as { slug: unknown }).slug) : "?";
  return `record ${i} (${id})`;
}

export function compareNewestFirst(a: Fact, b: Fact): number {
  return b.publishedDate.localeCompare(a.publishedDate) || sameDayRank(a.path) - sameDayRank(b.path) || a.path.localeCompare(b.path);
}

/**
 * Validates raw category and fact files (and the event dates, when given) and builds the lookups; throws
 * CatalogueError naming file, record and field.
 */
export function buildCatalogue(categoryFile: CatalogueFile, factFiles: CatalogueFile[], eventDatesFile?: CatalogueFile): Catalogue {
  const categories = parseRecords(categoryFile, categorySchema, recordLabel);
  const slugs = new Set(categories.map((c) => c.slug));
  if (slugs.size !== categories.length) throw new CatalogueError(`${categoryFile.file}: duplicate category slug`);

  const paths = new Set<string>();
  const facts: Fact[] = [];
  for (const source of factFiles) {
    parseRecords(source, factSchema, recordLabel).forEach((fact, i) => {
      const where = `${source.file}: record ${i} (${fact.slug})`;
      if (!slugs.has(fact.category)) throw new CatalogueError(`${where}: category "${fact.category}" is not defined`);
      if (paths.has(fact.path)) throw new CatalogueError(`${where}: path ${fact.path} is used twice`);
      paths.add(fact.path);
      facts.push(fact);
    });
  }
  return indexCatalogue(categories, facts.sort(compareNewestFirst), eventDatesFile ? parseEventDates(eventDatesFile) : {});
}

function parseEventDates(source: CatalogueFile): EventDates {
  const result = eventDatesSchema.safeParse(source.json);
  if (!result.success) throw new CatalogueError(describe(result.error, source.file, "event dates"));
  return result.data;
}

/** The lookups over validated categories and facts already in newest-first order. */
export function indexCatalogue(categories: readonly Category[], facts: readonly Fact[], eventDates: EventDates = {}): Catalogue {
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const byPath = new Map(facts.map((f) => [f.path, f]));
  const byCategory = new Map<string, Fact[]>(categories.map((c) => [c.slug, []]));
  for (const fact of facts) byCategory.get(fact.category)?.push(fact);
  return { categories, facts, byPath, byCategory, categoryBySlug, eventDates };
}

export function factLangs(fact: Fact): Lang[] {
  return (Object.keys(fact.translations) as Lang[]).filter((l) => fact.translations[l]);
}

/** Translated category name, or the slug when there is none. */
export function categoryName(catalogue: Catalogue, slug: string, lang: Lang): string {
  return catalogue.categoryBySlug.get(slug)?.name[lang] ?? slug;
}
