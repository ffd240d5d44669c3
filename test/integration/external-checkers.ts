import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Clients and validators nobody on the team wrote, run over what the site serves (issue 52): Python's
 * urllib.robotparser, feedparser and icalendar from Debian's packages, and the Nu HTML checker (vnu-jar) on
 * Debian's Java. .ci/run installs them (python3-feedparser python3-icalendar default-jre-headless); a missing one
 * fails its test with the command that installs it, it is never skipped.
 */

/** Debian's Python, which apt's python3-* packages install into (a pyenv or venv python3 on PATH lacks them). */
const DEBIAN_PYTHON = "/usr/bin/python3";
const INSTALL = "apt-get install -y python3 python3-feedparser python3-icalendar default-jre-headless (see .ci/run)";

/** Runs a Python script that reads `input` on stdin and prints one JSON value; returns that value. */
export function runPython<T>(script: string, input: string, args: readonly string[] = []): T {
  const run = spawnSync(DEBIAN_PYTHON, ["-c", script, ...args], { input, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`${DEBIAN_PYTHON} did not run (${run.error.message}): ${INSTALL}`);
  if (run.status !== 0) {
    const missing = /ModuleNotFoundError: No module named '([^']+)'/.exec(run.stderr)?.[1];
    if (missing) throw new Error(`Debian's Python has no module ${missing}: ${INSTALL}`);
    throw new Error(`the Python check failed (exit ${run.status}):\n${run.stderr}`);
  }
  return JSON.parse(run.stdout) as T;
}

export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  url: string;
}

/** The Nu HTML checker over pages (name → HTML): every message it gives, each naming its page. */
export function runNuChecker(pages: ReadonlyMap<string, string>): NuMessage[] {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const dir = mkdtempSync(path.join(tmpdir(), "curio-vnu-"));
  try {
    const files = [...pages].map(([name, html], i) => {
      const file = path.join(dir, `${i}-${name.replace(/[^A-Za-z0-9-]+/g, "_").slice(0, 80)}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync("java", ["-Xss4m", "-jar", jar, "--errors-only", "--no-langdetect", "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`java did not run (${run.error.message}): ${INSTALL}`);
    if (!run.stdout.trim().startsWith("{")) throw new Error(`the Nu checker did not answer (exit ${run.status}):\n${run.stderr}`);
    const names = new Map(files.map((file, i) => [`file:${file}`, [...pages.keys()][i]!]));
    return (JSON.parse(run.stdout) as { messages: NuMessage[] }).messages.map((m) => ({ ...m, url: names.get(m.url) ?? m.url }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
