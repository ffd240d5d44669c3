// The closing line of .ci/run: every test Vitest ran, every test file that failed outside its tests (a
// `beforeAll` that throws marks its tests skipped, not failed), Vitest's own exit status and the container
// check, as one "N passed, N failed" line. Exits non-zero when anything failed.
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The parts of Vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: { status: string; name: string; message?: string; assertionResults: { status: string }[] }[];
}

export function summarize(
  report: VitestReport | null,
  { testExit, container }: { testExit: number; container: "passed" | "failed" | "skipped" },
) {
  const reasons: string[] = [];
  let passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (!report) {
    failed += 1;
    reasons.push("no Vitest report was written");
  } else {
    if (report.numTotalTests === 0) {
      failed += 1;
      reasons.push("Vitest ran no test");
    }
    for (const file of report.testResults) {
      // A file that failed without a failed test failed in its setup, teardown or import.
      if (file.status === "failed" && !file.assertionResults.some((a) => a.status === "failed")) {
        failed += 1;
        reasons.push(`${file.name} failed outside its tests${file.message ? `: ${file.message.split("\n")[0]}` : ""}`);
      }
    }
  }
  if (testExit !== 0 && failed === 0) {
    failed += 1;
    reasons.push(`npm test exited ${testExit}`);
  }
  if (container === "passed") passed += 1;
  else if (container === "failed") {
    failed += 1;
    reasons.push("the container check failed");
  }
  return { passed, failed, reasons, line: `${passed} passed, ${failed} failed` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [file, testExit, container] = process.argv.slice(2);
  const report = file && existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  const result = summarize(report, { testExit: Number(testExit), container: container as "passed" | "failed" | "skipped" });
  for (const reason of result.reasons) console.log(`  ✗ ${reason}`);
  console.log(result.line);
  process.exit(result.failed > 0 ? 1 : 0);
}
