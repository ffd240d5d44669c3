import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { testApp, testConfig } from "../support/server";

// Readiness says whether a message can be stored now (issue 52): the check opens the store and commits a write,
// so a DATA_DIR that cannot hold it, or a corrupt messages.db, makes the replica not ready until it can again.
const catalogue = loadCatalogue("data");
const root = mkdtempSync(path.join(tmpdir(), "curio-readiness-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = (app: Awaited<ReturnType<typeof testApp>>) =>
  request(app)
    .post("/en/contact-us")
    .type("form")
    .set("Host", "curio.test")
    .set("Origin", "https://curio.test")
    .send({ email: "reader@example.com", name: "A reader", message: "Is anyone there to read this?" });

describe("/readyz and the message store (SQLite)", () => {
  it("is not ready while DATA_DIR is a file, and ready once it is a folder again", async () => {
    const dataDir = path.join(root, "a-file");
    writeFileSync(dataDir, "not a folder");
    const app = await testApp({ catalogue, config: testConfig({ dataDir }) });
    const ready = await request(app).get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ready: false, database: "unreachable" });
    expect((await post(app)).status).toBe(503);
    // Pages keep serving.
    expect((await request(app).get("/en/blog")).status).toBe(200);
    rmSync(dataDir);
    mkdirSync(dataDir);
    expect((await request(app).get("/readyz")).status).toBe(200);
    expect((await post(app)).status).toBe(303);
  });

  it("is not ready while messages.db is not a database, and ready once it is replaced", async () => {
    const dataDir = path.join(root, "corrupt");
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, "messages.db"), Buffer.alloc(8192, 0x5a));
    const app = await testApp({ catalogue, config: testConfig({ dataDir }) });
    expect((await request(app).get("/readyz")).status).toBe(503);
    expect((await post(app)).status).toBe(503);
    rmSync(path.join(dataDir, "messages.db"));
    expect((await request(app).get("/readyz")).status).toBe(200);
    expect((await post(app)).status).toBe(303);
    expect((await app.locals.messages.list()).map((m) => m.name)).toEqual(["A reader"]);
  });
});
