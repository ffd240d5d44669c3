import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compiledFileName, loadCatalogue } from "./load-catalogue.server";

let work: string;
let sources: string;
let compiledDir: string;
let notes: string[];
const note = (level: "info" | "warn", message: string) => notes.push(`${level}: ${message}`);
const load = () => loadCatalogue(sources, { compiledDir, note });
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const compiledFiles = () => readdirSync(compiledDir).filter((n) => n.endsWith(".bin"));

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "curio-load-"));
  sources = path.join(work, "data");
  compiledDir = path.join(work, "compiled");
  cpSync("data", sources, { recursive: true });
  notes = [];
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Edits one fact's English title in a source file, keeping the JSON valid. */
function editTitle(title: string): void {
  const file = path.join(sources, "facts/space.json");
  const facts = JSON.parse(readFileSync(file, "utf8")) as { translations: { en: { title: string } } }[];
  facts[0]!.translations.en.title = title;
  writeFileSync(file, JSON.stringify(facts));
}

describe("loadCatalogue with compiled catalogues", () => {
  it("validates and compiles on the first load, then reads the compiled form, same catalogue", () => {
    const first = load();
    expect(notes).toEqual([
      expect.stringMatching(/^info: catalogue validated from its sources \(\d+ facts\)$/),
      expect.stringMatching(/^info: catalogue compiled into .*compiled\/[0-9a-f]{64}\.bin$/),
    ]);
    expect(compiledFiles()).toEqual([compiledFileName(sources)]);
    notes = [];
    const second = load();
    expect(notes).toEqual([expect.stringMatching(/^info: catalogue read from its compiled form/)]);
    expect(plain(second.facts)).toEqual(plain(first.facts));
    expect(plain(second.facts)).toEqual(plain(loadCatalogue(sources).facts));
  });

  it("compiles when the caller says, not before", () => {
    const later: (() => void)[] = [];
    loadCatalogue(sources, { compiledDir, note, deferCompiling: (compile) => later.push(compile) });
    expect(later).toHaveLength(1);
    expect(() => compiledFiles()).toThrow(/ENOENT/);
    later[0]!();
    expect(compiledFiles()).toHaveLength(1);
    notes = [];
    load();
    expect(notes).toEqual([expect.stringMatching(/^info: catalogue read from its compiled form/)]);
  });

  it("validates again when a source changed, and never serves the compiled form of the old sources", () => {
    load();
    editTitle("A new title");
    notes = [];
    expect(load().facts.some((f) => f.translations.en?.title === "A new title")).toBe(true);
    expect(notes[0]).toMatch(/validated from its sources/);
    expect(compiledFiles()).toHaveLength(2);

    editTitle(" ");
    expect(() => load()).toThrow(/facts\/space\.json: record 0 .*translations\.en\.title must not be empty/);
  });

  it("rejects a corrupt source even though a compiled form of the good one exists", () => {
    load();
    writeFileSync(path.join(sources, "facts/space.json"), "[{ not json");
    expect(() => load()).toThrow(/facts\/space\.json: is not valid JSON/);
  });

  it("falls back to the sources, with a warning, when the compiled file is damaged", () => {
    const first = load();
    const file = path.join(compiledDir, compiledFiles()[0]!);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1]! ^= 0xff;
    writeFileSync(file, bytes);
    notes = [];
    expect(plain(load().facts)).toEqual(plain(first.facts));
    expect(notes[0]).toMatch(/^warn: compiled catalogue .* not used \(checksum mismatch/);
    expect(notes[1]).toMatch(/validated from its sources/);
    // And it was written anew.
    notes = [];
    load();
    expect(notes[0]).toMatch(/read from its compiled form/);
  });

  it("still loads, with a warning, when the compiled folder cannot be written", () => {
    // A file where the folder should be: refused even to root, unlike a read-only folder.
    const blocked = path.join(work, "file-not-folder");
    writeFileSync(blocked, "");
    expect(loadCatalogue(sources, { compiledDir: blocked, note }).facts.length).toBeGreaterThan(0);
    expect(notes).toContainEqual(expect.stringMatching(/^warn: compiled catalogue not kept in .*file-not-folder \((EEXIST|ENOTDIR)\)/));
    expect(notes).toContainEqual(expect.stringMatching(/^info: catalogue validated from its sources/));
    expect(readdirSync(work).filter((n) => n.includes("partial"))).toEqual([]);
  });

  it("keeps the four most recently used compiled catalogues", () => {
    const digests: string[] = [];
    for (let i = 0; i < 6; i++) {
      editTitle(`Title ${i}`);
      load();
      const newest = compiledFiles().find((n) => !digests.includes(n))!;
      digests.push(newest);
      // Distinct, increasing use times whatever the clock's resolution.
      const at = new Date(Date.UTC(2026, 0, 1, 0, i));
      utimesSync(path.join(compiledDir, newest), at, at);
    }
    expect(compiledFiles().sort()).toEqual(digests.slice(2).sort());
  });
});
