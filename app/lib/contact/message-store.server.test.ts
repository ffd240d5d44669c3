import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openMessageStore } from "./message-store.server";

describe("the message store", () => {
  it("creates DATA_DIR readable by the server's user only, and messages.db 0600", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "curio-store-")), "var");
    const store = openMessageStore(dataDir);
    await store.save({ email: "a@example.com", name: "A", message: "hello there", lang: "en" });
    await store.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "messages.db")).mode & 0o777).toBe(0o600);
  });
});
