import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { openMessageStore } from "../../app/lib/contact/message-store.server";

// Worker processes open DATA_DIR/messages.db on their first post, often at the same moment on a new file: SQLite then
// refuses one of two WAL switches at once (SQLITE_BUSY, no waiting), which the reader saw as a 503 (CI, 2026-11-27).
const ROUNDS = 12;
const PROCESSES = 3;
const STEP_MS = 100;

/**
 * One process that, for each of `dataDirs` in turn, opens the store at the agreed instant (`at` plus `STEP_MS` per
 * directory) and saves one message named `name`; resolves to one outcome per directory ("saved" or the error).
 */
function openAndSave(dataDirs: string[], at: number, name: string): Promise<string[]> {
  const script = `
    import { openMessageStore } from "./app/lib/contact/message-store.server.ts";
    const dirs = ${JSON.stringify(dataDirs)};
    for (const [i, dir] of dirs.entries()) {
      while (Date.now() < ${at} + i * ${STEP_MS}) {}
      try {
        const store = openMessageStore(dir);
        await store.save({ email: "a@example.com", name: ${JSON.stringify(name)}, message: "hello there", lang: "en" });
        await store.close();
        console.log("saved");
      } catch (error) {
        console.log(String(error.code ?? error));
      }
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: process.cwd() });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("close", () => resolve(out.trim().split("\n")));
  });
}

describe("several processes opening a new messages.db at once", () => {
  it("all open it and every message is stored", async () => {
    const dirs = Array.from({ length: ROUNDS }, () => mkdtempSync(path.join(tmpdir(), "curio-open-")));
    onTestFinished(() => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });
    // Started together, the processes meet at one instant per directory, well after their start-up.
    const at = Date.now() + 2_000;
    const outcomes = (await Promise.all(Array.from({ length: PROCESSES }, (_, i) => openAndSave(dirs, at, `P${i}`)))).flat();
    expect(outcomes).toEqual(Array(ROUNDS * PROCESSES).fill("saved"));
    for (const dataDir of dirs) {
      const store = openMessageStore(dataDir);
      expect((await store.list()).map((m) => m.name).sort()).toEqual(["P0", "P1", "P2"]);
      await store.close();
    }
  }, 120_000);
});
