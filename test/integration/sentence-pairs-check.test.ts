import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";

// check:content over a copy of the catalogue with planted faults: it must fail and name each fact.
describe("check:content and sentence pairs", () => {
  it("fails on an unpaired sentence planted in the pairs, on a text edited after its pairs were made and on unread pairs", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-pairs-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    const pairsFile = path.join(dir, "sentence-pairs", "space.json");
    const pairs = JSON.parse(readFileSync(pairsFile, "utf8")) as Record<string, { detail: { en: string[]; ko: string[] }[][] }>;
    const [planted, edited, unread] = Object.keys(pairs);
    // An English sentence with no Korean partner.
    pairs[planted!]!.detail[0]!.push({ en: ["A planted sentence with no partner."], ko: [] });
    // Pairs no reviewer has recorded reading.
    delete (pairs[unread!] as { reviewed?: unknown }).reviewed;
    writeFileSync(pairsFile, JSON.stringify(pairs));
    // A sentence added to a text whose pairs do not have it.
    const factsFile = path.join(dir, "facts", "space.json");
    const facts = JSON.parse(readFileSync(factsFile, "utf8")) as { id: string; path: string; translations: { ko: { detail: string[] } } }[];
    const fact = facts.find((f) => f.id === edited)!;
    fact.translations.ko.detail[1] += " 새로 넣은 문장입니다.";
    writeFileSync(factsFile, JSON.stringify(facts));

    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`/fact/space/${planted} sentence-pairs: detail.0.`);
    expect(run.stdout).toContain("has no sentence");
    expect(run.stdout).toMatch(
      new RegExp(`${fact.path} sentence-pairs: detail 2 ko: the \\d+ paired sentences do not rebuild the paragraph`),
    );
    expect(run.stdout).toContain(`/fact/space/${unread} sentence-pairs: are not reviewed`);
    // Only the three planted faults among the pairs (the edit also trips the review and sentence-count checks).
    expect(run.stdout.split("\n").filter((line) => line.includes(" sentence-pairs: "))).toHaveLength(3);
  });
});
