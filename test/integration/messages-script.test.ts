import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openMessageStore } from "../../app/lib/contact/message-store.server";

describe("npm run messages", () => {
  it("is listed by `npm run messages` with control characters escaped, never sent to the terminal", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "curio-store-"));
    const store = openMessageStore(dataDir);
    await store.save({ email: "x@example.com", name: "\x1b]0;owned\x07Eve", message: "line one\r\x1b[2Jline two\0", lang: "ko" });
    await store.close();
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/list-messages.ts"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    // eslint-disable-next-line no-control-regex -- the characters that must never reach the terminal
    expect(out).not.toMatch(/[\x00\x07\x0d\x1b]/);
    expect(out).toContain("\\x1b]0;owned\\x07Eve");
    for (const shown of ["line one\\x0d", "\\x1b[2Jline two\\x00"]) expect(out).toContain(shown);
  });
});
