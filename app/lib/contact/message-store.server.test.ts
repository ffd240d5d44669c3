import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openMessageStore } from "./message-store.server";

describe("the message store", () => {
  it("creates DATA_DIR readable by the server's user only, and messages.db 0600", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "curio-store-")), "var");
    const store = openMessageStore(dataDir);
    store.save({ email: "a@example.com", name: "A", message: "hello there", lang: "en" });
    store.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "messages.db")).mode & 0o777).toBe(0o600);
  });

  it("is listed by `npm run messages` with control characters escaped, never sent to the terminal", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "curio-store-"));
    const store = openMessageStore(dataDir);
    store.save({ email: "x@example.com", name: "\x1b]0;owned\x07Eve", message: "line one\r\x1b[2Jline two\0", lang: "ko" });
    store.close();
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/list-messages.ts"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(out).not.toMatch(/[\x00\x07\x0d\x1b]/);
    expect(out).toContain("\\x1b]0;owned\\x07Eve");
    for (const shown of ["line one\\x0d", "\\x1b[2Jline two\\x00"]) expect(out).toContain(shown);
  });
});
