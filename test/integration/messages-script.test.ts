import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openMessageStore } from "../../app/lib/contact/message-store.server";

let dataDir = "";
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run messages` over a store holding these messages. */
async function listing(messages: { email: string; name: string; message: string }[]) {
  dataDir = mkdtempSync(path.join(tmpdir(), "curio-store-"));
  const store = openMessageStore(dataDir);
  for (const m of messages) await store.save({ ...m, lang: "ko" });
  await store.close();
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/list-messages.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

describe("npm run messages", () => {
  it("is listed by `npm run messages` with control characters escaped, never sent to the terminal", async () => {
    const out = await listing([{ email: "x@example.com", name: "\x1b]0;owned\x07Eve", message: "line one\r\x1b[2Jline two\0" }]);
    // eslint-disable-next-line no-control-regex -- the characters that must never reach the terminal
    expect(out).not.toMatch(/[\x00\x07\x0d\x1b]/);
    expect(out).toContain("\\x1b]0;owned\\x07Eve");
    for (const shown of ["line one\\x0d", "\\x1b[2Jline two\\x00"]) expect(out).toContain(shown);
  });

  it("shows who sent a message by its address alone, and marks a stored name that passes for one", async () => {
    // Stored before the form refused such names: an address in the name, hidden by a soft hyphen, tag characters
    // and a Hangul filler.
    const out = await listing([
      { email: "eve@example.net", name: "CEO\u00ad <ceo@curio.example>\u{e0041}\u3164", message: "Please wire the money today." },
    ]);
    expect(out).toMatch(/from <eve@example\.net>\n/);
    expect(out).toContain(
      'name: "CEO\\xad <ceo@curio.example>\\u{e0041}\\u3164"  ⚠ NOT A PLAIN NAME: looks like an address; has hidden characters',
    );
    expect(out).not.toMatch(/[\u00ad\u3164\u{e0041}]/u);
    expect(out).not.toMatch(/^#.*ceo@curio\.example/m);
  });
});
