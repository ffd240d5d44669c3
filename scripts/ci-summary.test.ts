import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { summarize } from "./ci-summary";

const root = path.resolve(import.meta.dirname, "..");
const dir = mkdtempSync(path.join(tmpdir(), "curio-ci-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a real Vitest on one test file and returns its JSON report and exit status, as .ci/run does. */
function runVitest(name: string, source: string) {
  const folder = mkdtempSync(path.join(dir, "run-"));
  writeFileSync(path.join(folder, name), source);
  const out = path.join(folder, "report.json");
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      "--root",
      folder,
      "--globals",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ],
    { encoding: "utf8", env: { ...process.env, VITEST: undefined, VITEST_POOL_ID: undefined, VITEST_WORKER_ID: undefined } },
  );
  return { report: JSON.parse(readFileSync(out, "utf8")), status: run.status ?? 1 };
}

describe(".ci/run's closing line", () => {
  it("counts a file whose setup fails, although Vitest marks its tests skipped", () => {
    const { report, status } = runVitest(
      "store.test.mjs",
      'beforeAll(() => { throw new Error("no database here"); });\ntest("reads a row", () => expect(1).toBe(1));\n',
    );
    expect(status).not.toBe(0);
    expect(report.numFailedTests).toBe(0); // what the old count read as "0 failed"
    const result = summarize(report, { testExit: status, container: "passed" });
    expect(result.failed).toBeGreaterThan(0);
    expect(result.line).toBe("1 passed, 1 failed");
    expect(result.reasons.join("\n")).toContain("no database here");
  });

  it("reads a green run as green", () => {
    const { report, status } = runVitest("ok.test.mjs", 'test("adds", () => expect(1 + 1).toBe(2));\n');
    expect(status).toBe(0);
    expect(summarize(report, { testExit: status, container: "passed" })).toMatchObject({
      passed: 2,
      failed: 0,
      line: "2 passed, 0 failed",
    });
  });

  it("fails on a failing exit status even when the report shows no failure, on a missing report, and on no tests", () => {
    const green = { numPassedTests: 3, numFailedTests: 0, numTotalTests: 3, testResults: [] };
    expect(summarize(green, { testExit: 1, container: "passed" }).failed).toBe(1);
    expect(summarize(null, { testExit: 0, container: "passed" }).failed).toBe(1);
    expect(summarize({ ...green, numPassedTests: 0, numTotalTests: 0 }, { testExit: 0, container: "skipped" }).failed).toBe(1);
    expect(summarize(green, { testExit: 0, container: "failed" }).line).toBe("3 passed, 1 failed");
  });

  it("is what .ci/run calls, with npm test's exit status", () => {
    const ci = readFileSync(path.join(root, ".ci/run"), "utf8");
    expect(ci).toMatch(/npm test [^\n]*\|\| tests=\$\?/);
    expect(ci).toContain('node --import tsx scripts/ci-summary.ts test-results/vitest.json "$tests" "$container"');
    expect(ci).not.toMatch(/npm test[^\n]*\|\| true/);
    // The script exits non-zero on a failure, so `set -e` ends .ci/run with it.
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ numPassedTests: 1, numFailedTests: 1, numTotalTests: 2, testResults: [] }));
    const run = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/ci-summary.ts"), bad, "1", "passed"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split("\n").at(-1)).toBe("2 passed, 1 failed");
  });
});
