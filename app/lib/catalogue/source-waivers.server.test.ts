import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readSourceWaivers, sourceNote } from "./source-waivers.server";

const reason = "Searched the agency's site and two archives; no stored copy of a page supports it.";
const note = { en: "This rests on a paper with no copy online.", ko: "온라인 사본이 없는 논문에 근거합니다." };
const dirs: string[] = [];
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "curio-waivers-"));
  dirs.push(dir);
  for (const [name, json] of Object.entries(files))
    writeFileSync(path.join(dir, name), typeof json === "string" ? json : JSON.stringify(json));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("source waivers on disk", () => {
  it("reads every category's file and gives readers the note in their language", () => {
    const dir = folder({
      "source-waivers-space.json": [{ path: "/fact/space/a", reason, note }],
      "source-waivers-animals.json": [{ path: "/fact/animals/b", reason }],
      "names-space.json": [],
    });
    expect(readSourceWaivers(dir).waivers.map((w) => w.path)).toEqual(["/fact/animals/b", "/fact/space/a"]);
    expect(sourceNote(dir, "/fact/space/a", "ko")).toBe(note.ko);
    expect(sourceNote(dir, "/fact/animals/b", "en")).toBeUndefined();
  });

  it("names the file and field of a bad entry, and the site refuses to run on it", () => {
    const dir = folder({
      "source-waivers-space.json": [{ path: "/fact/space/a", reason, note: { en: note.en } }],
      "source-waivers-x.json": "{",
    });
    const { problems } = readSourceWaivers(dir);
    expect(problems.map((p) => `${path.basename(p.file)} ${p.field}`)).toEqual([
      "source-waivers-space.json 0.note.ko",
      "source-waivers-x.json (file)",
    ]);
    expect(() => sourceNote(dir, "/fact/space/a", "en")).toThrow(/source-waivers-space\.json: 0\.note\.ko/);
  });
});
