import { execFileSync } from "node:child_process";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteConfig } from "../../app/lib/config";
import { formMessages } from "../../app/lib/i18n/messages/forms";
import { migrate, MIGRATIONS, openPool } from "../../app/lib/contact/pg-store.server";
import { openContactStores } from "../../app/lib/contact/stores.server";
import type { CurioApp } from "../../server";
import { startPostgres, type TestPostgres } from "../support/postgres";
import { testApp, testConfig } from "../support/server";

// The same contract, run against the embedded default (SQLite in DATA_DIR) and a real PostgreSQL server.
let server: TestPostgres;
let databases = 0;
const apps: CurioApp[] = [];

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.locals.messages.close().catch(() => {})));
  server?.destroy();
});

const HOST = "curio.test";
const ORIGIN = `http://${HOST}`;
const valid = { email: "reader@example.com", name: "Ji-woo", message: "I loved the fact about honey!" };
const FACT = "/fact/space/venus-day-longer-than-year";
const report = { reason: "wrong", message: "The rotation period is given as 243 days; check the source.", email: "" };

async function app(config: SiteConfig) {
  const created = await testApp({ config });
  apps.push(created);
  return created;
}
const postContact = (target: CurioApp, form: Record<string, string> = valid, lang = "en") =>
  request(target).post(`/${lang}/contact-us`).type("form").set("Host", HOST).set("Origin", ORIGIN).send(form);

const backends = [
  { name: "SQLite", fresh: (overrides: Partial<SiteConfig> = {}) => testConfig(overrides) },
  {
    name: "PostgreSQL",
    fresh: (overrides: Partial<SiteConfig> = {}) => {
      const base = testConfig(overrides);
      return { ...base, database: { ...base.database, url: server.createDatabase(`curio_${++databases}`) } };
    },
  },
];

describe.each(backends)("the $name store", ({ name, fresh }) => {
  it("stores messages and reports and lists them newest first, within a limit", async () => {
    const config = fresh();
    const { kind, messages } = openContactStores(config, process.cwd());
    expect(kind).toBe(name === "SQLite" ? "sqlite" : "postgres");
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
    for (let i = 1; i <= 5; i++) await messages.save({ ...valid, name: `Reader ${i}`, lang: i % 2 ? "en" : "ko" }, at(i));
    const all = await messages.list();
    expect(all.map((m) => m.name)).toEqual(["Reader 5", "Reader 4", "Reader 3", "Reader 2", "Reader 1"]);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      receivedAt: at(5).toISOString(),
      lang: "en",
      email: valid.email,
      name: "Reader 5",
      message: valid.message,
    });
    expect((await messages.list(2)).map((m) => m.name)).toEqual(["Reader 5", "Reader 4"]);
    await messages.saveReport({ factPath: FACT, lang: "ko", reason: "typo", message: "한 글자가 틀렸습니다. 확인해 주세요." }, at(1));
    await messages.saveReport(
      { factPath: "/fact/trivia/honey-never-spoils", lang: "en", reason: "other", message: "x".repeat(20), email: "a@example.com" },
      at(2),
    );
    await messages.saveReport({ factPath: FACT, lang: "en", reason: "wrong", message: "y".repeat(20), email: "b@example.com" }, at(3));
    const reports = await messages.listReports();
    expect(reports.map((r) => r.reason)).toEqual(["wrong", "other", "typo"]);
    expect(await messages.listReports({ factPath: FACT, limit: 1 })).toEqual([
      {
        id: expect.any(Number),
        receivedAt: at(3).toISOString(),
        factPath: FACT,
        lang: "en",
        reason: "wrong",
        message: "y".repeat(20),
        email: "b@example.com",
      },
    ]);
    expect((await messages.listReports({ factPath: FACT }))[1]).not.toHaveProperty("email");
    await messages.check();
    await messages.close();
  });

  it("creates its schema on an empty store, and opening it again changes nothing", async () => {
    const config = fresh();
    const first = openContactStores(config, process.cwd()).messages;
    await first.save({ ...valid, lang: "en" });
    await first.close();
    const again = openContactStores(config, process.cwd()).messages;
    await again.check();
    expect(await again.list()).toHaveLength(1);
    await again.close();
  });

  it("takes concurrent writes from two app instances, every one kept once", async () => {
    const config = fresh({ contactRateLimit: { limit: 1000, windowMs: 60_000 } });
    const [a, b] = [await app(config), await app(config)];
    const posts = Array.from({ length: 16 }, (_, i) => postContact(i % 2 ? a : b, { ...valid, name: `Reader ${i}` }));
    expect((await Promise.all(posts)).map((res) => res.status)).toEqual(Array(16).fill(303));
    const stored = await a.locals.messages.list();
    expect(stored).toHaveLength(16);
    expect(new Set(stored.map((m) => m.id)).size).toBe(16);
    expect(new Set(stored.map((m) => m.name))).toEqual(new Set(Array.from({ length: 16 }, (_, i) => `Reader ${i}`)));
  });

  it(
    name === "PostgreSQL"
      ? "holds the contact limit across two instances, exactly, under concurrency"
      : "holds the contact limit across two processes over one DATA_DIR, exactly, under concurrency",
    async () => {
      const config = fresh({ contactRateLimit: { limit: 3, windowMs: 600_000 } });
      const [a, b] = [await app(config), await app(config)];
      const statuses = (await Promise.all(Array.from({ length: 10 }, (_, i) => postContact(i % 2 ? a : b)))).map((res) => res.status);
      const allowed = statuses.filter((status) => status === 303).length;
      expect(statuses.filter((status) => status !== 303).every((status) => status === 429)).toBe(true);
      // One counter for both: PostgreSQL for replicas, the SQLite file for the workers of one host.
      expect(allowed).toBe(3);
      expect(await a.locals.messages.list()).toHaveLength(allowed);
      const refused = await postContact(b);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    },
  );
});

describe("PostgreSQL", () => {
  it("applies every migration once, in order, even when two replicas start together", async () => {
    const url = server.createDatabase(`curio_${++databases}`);
    const options = { url, poolMax: 2, statementTimeoutMs: 5_000, connectTimeoutMs: 3_000 };
    const [one, two] = [openPool(options), openPool(options)];
    const applied = await Promise.all([migrate(one), migrate(two)]);
    // One replica applied them all; the other waited on the lock, then found nothing left to do.
    expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(one)).toEqual([]);
    const { rows } = await one.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await Promise.all([one.end(), two.end()]);
  });

  it("bounds each statement by DATABASE_STATEMENT_TIMEOUT_MS", async () => {
    const pool = openPool({ url: server.url(), poolMax: 1, statementTimeoutMs: 200, connectTimeoutMs: 3_000 });
    await expect(pool.query("SELECT pg_sleep(2)")).rejects.toThrow(/statement timeout/);
    await pool.end();
  });

  it("is what `npm run messages` reads when DATABASE_URL is set", async () => {
    const config = backends[1]!.fresh();
    const target = await app(config);
    await postContact(target, { ...valid, name: "From Postgres" });
    const out = execFileSync(process.execPath, ["build/scripts/list-messages.js"], {
      env: { ...process.env, DATABASE_URL: config.database.url },
      encoding: "utf8",
    });
    expect(out).toContain("from <reader@example.com>");
    expect(out).toContain(`name: "From Postgres"`);
  });

  it("a replica that starts while the database is away serves pages, is not ready, and migrates once it comes back", async () => {
    const config = backends[1]!.fresh();
    server.stop();
    let target: CurioApp;
    try {
      target = await app(config);
      expect((await request(target).get("/readyz")).status).toBe(503);
      expect((await request(target).get(`/ko${FACT}`)).status).toBe(200);
      expect((await postContact(target)).status).toBe(503);
    } finally {
      server.start();
    }
    await expect.poll(async () => (await request(target).get("/readyz")).status, { timeout: 10_000 }).toBe(200);
    expect((await postContact(target)).status).toBe(303);
    expect(await target.locals.messages.list()).toHaveLength(1);
  });

  it("going away: not ready, pages still served, messages refused with 503 in both languages; coming back: ready and storing again", async () => {
    const config = backends[1]!.fresh({ contactRateLimit: { limit: 1000, windowMs: 60_000 } });
    const target = await app(config);
    expect((await request(target).get("/readyz")).status).toBe(200);
    server.stop();
    try {
      const ready = await request(target).get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ready: false, database: "unreachable" });
      expect((await request(target).get("/en/contact-us")).status).toBe(200);
      expect((await request(target).get(`/en${FACT}`)).status).toBe(200);
      const refused = await postContact(target);
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("60");
      expect(refused.headers["cache-control"]).toBe("no-store");
      expect(refused.text).toContain(formMessages.en.contact.unavailable.replace(/'/g, "&#x27;"));
      expect((await postContact(target, valid, "ko")).text).toContain(formMessages.ko.contact.unavailable);
      const reportRefused = await request(target)
        .post(`/ko${FACT}/report`)
        .type("form")
        .set("Host", HOST)
        .set("Origin", ORIGIN)
        .send(report);
      expect(reportRefused.status).toBe(503);
      expect(reportRefused.text).toContain(formMessages.ko.report.unavailable);
    } finally {
      server.start();
    }
    await expect.poll(async () => (await request(target).get("/readyz")).status, { timeout: 10_000 }).toBe(200);
    expect((await postContact(target, { ...valid, name: "After the restart" })).status).toBe(303);
    expect((await target.locals.messages.list()).map((m) => m.name)).toEqual(["After the restart"]);
    // Nothing was half-written while the database was away.
    const check = new pg.Client({ connectionString: config.database.url });
    await check.connect();
    expect((await check.query("SELECT count(*)::int AS n FROM reports")).rows[0].n).toBe(0);
    await check.end();
  });
});
