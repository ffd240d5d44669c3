import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogue, validationMark } from "./load-catalogue.server";

let work: string;
let sources: string;
let validatedDir: string;
let notes: string[];
const note = (level: "info" | "warn", message: string) => notes.push(`${level}: ${message}`);
const load = () => loadCatalogue(sources, { validatedDir, note });
const marks = () => readdirSync(validatedDir).filter((n) => n.endsWith(".validated"));

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "curio-load-"));
  sources = path.join(work, "data");
  validatedDir = path.join(work, "validated");
  cpSync("data", sources, { recursive: true });
  notes = [];
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Rewrites one fact of a source file, keeping the JSON valid. */
function editFirstFact(edit: (fact: Record<string, unknown> & { translations: { en: { title: string } } }) => void): void {
  const file = path.join(sources, "facts/space.json");
  const facts = JSON.parse(readFileSync(file, "utf8")) as Parameters<typeof edit>[0][];
  edit(facts[0]!);
  writeFileSync(file, JSON.stringify(facts));
}

describe("loadCatalogue: validated once, then read as plain objects", () => {
  it("validates and records on the first load, then reads the same catalogue without the schema", () => {
    const first = load();
    expect(notes).toEqual([expect.stringMatching(/^info: catalogue validated from its sources/)]);
    expect(marks()).toEqual([path.basename(validationMark(sources, validatedDir))]);
    notes = [];
    const again = load();
    expect(notes).toEqual([expect.stringMatching(/^info: catalogue read as validated at build/)]);
    expect(again.facts).toEqual(first.facts);
    expect(again.categories).toEqual(first.categories);
    expect([...again.byPath.keys()]).toEqual([...first.byPath.keys()]);
  });

  it("gives plain objects: a spread or JSON copy of a fact keeps every field", () => {
    load();
    const fact = load().facts[0]!;
    const copy = { ...fact, translations: { ...fact.translations } };
    expect(copy.translations.en?.body).toBe(fact.translations.en?.body);
    expect(JSON.parse(JSON.stringify(fact))).toEqual(fact);
    expect(Object.getPrototypeOf(fact)).toBe(Object.prototype);
  });

  it("validates again when a source changed, and refuses a bad edit even though the old bytes were recorded", () => {
    load();
    editFirstFact((fact) => (fact.translations.en.title = "A new title"));
    notes = [];
    expect(load().facts.some((f) => f.translations.en?.title === "A new title")).toBe(true);
    expect(notes).toEqual([expect.stringMatching(/^info: catalogue validated from its sources/)]);
    expect(marks()).toHaveLength(2);
    editFirstFact((fact) => (fact.priority = 7));
    expect(() => load()).toThrow(/facts\/space\.json: record 0 .*priority/s);
  });

  it("reads the event dates with the facts, the same validated or trusted, and refuses a bad or corrupt file", () => {
    const dates = JSON.parse(readFileSync(path.join(sources, "event-dates.json"), "utf8")) as Record<string, { date: string }>;
    expect(load().eventDates).toEqual(dates);
    expect(load().eventDates).toEqual(dates);
    const file = path.join(sources, "event-dates.json");
    const [first] = Object.keys(dates);
    writeFileSync(file, JSON.stringify({ ...dates, [first!]: { ...dates[first!], date: "1969-02-30" } }));
    expect(() => load()).toThrow(/event-dates\.json: event dates: .*date/s);
    writeFileSync(file, "{");
    expect(() => load()).toThrow(/event-dates\.json: is not valid JSON/);
    rmSync(file);
    expect(load().eventDates).toEqual({});
  });

  it("still loads, with a warning, when the record cannot be written", () => {
    const blocked = path.join(work, "file-not-folder");
    writeFileSync(blocked, "");
    expect(loadCatalogue(sources, { validatedDir: blocked, note }).facts.length).toBeGreaterThan(0);
    expect(notes).toContainEqual(expect.stringMatching(/^warn: validation not recorded in .*file-not-folder \((EEXIST|ENOTDIR)\)/));
  });
});
