import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

type FactRecord = { path: string; translations: { en: { body: string }; ko: { body: string } } };

// check:content over a copy of the catalogue with the house-style mistakes of issue #33 item 4 planted: it must fail
// and name each fact, field and check.
describe("check:content and the house style", () => {
  it("fails on a digit before a counted noun in English prose and on a run-on Korean sentence", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-style-"));
    try {
      cpSync("data", dir, { recursive: true });
      const factsFile = path.join(dir, "facts", "history.json");
      const facts = JSON.parse(readFileSync(factsFile, "utf8")) as FactRecord[];
      const [digits, runOn] = facts;
      digits!.translations.en.body += " It took 2 scholars 5 years.";
      const clause = "연구진은 여러 해 동안 자료를 모아 비교했고, ";
      runOn!.translations.ko.body += ` ${clause.repeat(8)}마침내 결론을 내렸습니다.`;
      writeFileSync(factsFile, JSON.stringify(facts));

      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", dir], { encoding: "utf8" });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(`${digits!.path} body counted-number: writes "2 scholars"`);
      expect(run.stdout).toContain(`${digits!.path} body counted-number: writes "5 years"`);
      expect(run.stdout).toMatch(new RegExp(`${runOn!.path} body sentence-length: ko has a sentence of \\d+ characters \\(limit 140`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
