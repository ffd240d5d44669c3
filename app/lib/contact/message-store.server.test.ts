import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { openMessageStore, retryWhileBusy, sqliteStoresAt } from "./message-store.server";

describe("the message store", () => {
  it("creates DATA_DIR readable by the server's user only, and messages.db 0600", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "curio-store-")), "var");
    onTestFinished(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
    const store = openMessageStore(dataDir);
    await store.save({ email: "a@example.com", name: "A", message: "hello there", lang: "en" });
    await store.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "messages.db")).mode & 0o777).toBe(0o600);
  });
});

describe("the contact limit in SQLite", () => {
  it("counts every process's hits against one limit per client and window, and says when the window ends", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "curio-limit-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // Two stores over one DATA_DIR stand for two worker processes: each opens the file on its own.
    const [one, two] = [sqliteStoresAt(dataDir, 2, 60_000), sqliteStoresAt(dataDir, 2, 60_000)];
    expect(await one.limiter.hit("a", 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await two.limiter.hit("a", 10_000)).allowed).toBe(true);
    expect(await one.limiter.hit("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await two.limiter.hit("a", 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await two.limiter.hit("b", 20_000)).allowed).toBe(true);
    // The next window starts afresh.
    expect((await one.limiter.hit("a", 60_000)).allowed).toBe(true);
    await Promise.all([one.messages.close(), two.messages.close()]);
  });
});

describe("retryWhileBusy", () => {
  const busy = () => Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });

  it("tries a step again while SQLite is busy, and returns its result", () => {
    let calls = 0;
    const result = retryWhileBusy(() => {
      if (++calls < 3) throw busy();
      return "done";
    });
    expect([result, calls]).toEqual(["done", 3]);
  });

  it("throws any other error at once, and a lock still held after the timeout", () => {
    let calls = 0;
    const failing = () => {
      calls++;
      throw new Error("disk I/O error");
    };
    expect(() => retryWhileBusy(failing)).toThrow("disk I/O error");
    expect(calls).toBe(1);
    const started = Date.now();
    expect(() =>
      retryWhileBusy(() => {
        throw busy();
      }, 60),
    ).toThrow("database is locked");
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });
});
