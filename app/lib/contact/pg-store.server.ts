import { createHash } from "node:crypto";
import pg from "pg";
import type { MessageStore, StoredMessage, StoredReport } from "./message-store.server";
import type { ContactLimiter } from "./rate-limit";

/**
 * Versioned schema changes, applied in order at start (under an advisory lock, so replicas starting together
 * take turns) and recorded in schema_migrations. Append only: never edit one that has shipped.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "messages and reports",
    sql: `CREATE TABLE messages (
      id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      received_at TIMESTAMPTZ NOT NULL,
      lang TEXT NOT NULL,
      email TEXT NOT NULL,
      name TEXT NOT NULL,
      message TEXT NOT NULL
    );
    CREATE TABLE reports (
      id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      received_at TIMESTAMPTZ NOT NULL,
      fact_path TEXT NOT NULL,
      lang TEXT NOT NULL,
      reason TEXT NOT NULL,
      message TEXT NOT NULL,
      email TEXT
    );
    CREATE INDEX reports_by_fact ON reports (fact_path, id);`,
  },
  {
    version: 2,
    name: "contact rate limit shared by replicas",
    // One row per client (a hash of its address, never the address) and fixed window.
    sql: `CREATE TABLE contact_hits (
      client TEXT NOT NULL,
      window_start TIMESTAMPTZ NOT NULL,
      hits INTEGER NOT NULL,
      PRIMARY KEY (client, window_start)
    );
    CREATE INDEX contact_hits_by_window ON contact_hits (window_start);`,
  },
  {
    version: 3,
    name: "readiness writes a row",
    // Readiness commits a write here: a database that cannot take one (read-only, out of disk) is not ready.
    sql: `CREATE TABLE readiness (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      checked_at TIMESTAMPTZ NOT NULL
    );`,
  },
];

/** The advisory lock key migrations are applied under (any constant shared by every replica). */
const MIGRATION_LOCK = 7_342_021_022;

export interface PgOptions {
  url: string;
  /** Connections per process, at most. */
  poolMax: number;
  /** Any one statement is cancelled after this. */
  statementTimeoutMs: number;
  /** Waiting for a connection (new or from the pool) fails after this. */
  connectTimeoutMs: number;
  /** Where connection errors are reported (the pool must never throw them at the process). */
  onError?: (error: Error) => void;
}

/** A bounded pool with timeouts on every statement and on getting a connection. */
export function openPool({ url, poolMax, statementTimeoutMs, connectTimeoutMs, onError }: PgOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // A statement the server never answers (a cut network) fails on the client too.
    query_timeout: statementTimeoutMs + 1_000,
    application_name: "curio",
  });
  // An idle connection that breaks (the database restarts) is dropped from the pool; without a listener it would crash the process.
  pool.on("error", (error) => onError?.(error));
  return pool;
}

/** Applies the migrations this database has not seen yet, one transaction each, holding the advisory lock. */
export async function migrate(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
      const done = new Set(rows.map((row) => row.version));
      for (const migration of MIGRATIONS) {
        if (done.has(migration.version)) continue;
        await client.query("BEGIN");
        try {
          await client.query(migration.sql);
          await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
        applied.push(migration.version);
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return applied;
}

/** Runs `migrate` once; a failed run (the database was away) is tried again on the next call. */
export function migrateOnce(pool: pg.Pool): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () =>
    (done ??= migrate(pool).then(
      () => undefined,
      (error: unknown) => {
        done = undefined;
        throw error;
      },
    ));
}

type ReportRow = {
  id: string;
  received_at: Date;
  fact_path: string;
  lang: string;
  reason: StoredReport["reason"];
  message: string;
  email: string | null;
};
type MessageRow = { id: string; received_at: Date; lang: string; email: string; name: string; message: string };

/** Messages and reports in PostgreSQL, shared by every replica; the schema is migrated before the first use. */
export function pgMessageStore(pool: pg.Pool, ready = migrateOnce(pool)): MessageStore {
  const query = async <Row extends pg.QueryResultRow>(sql: string, values: unknown[]) => {
    await ready();
    return (await pool.query<Row>(sql, values)).rows;
  };
  const toReport = (row: ReportRow): StoredReport => ({
    id: Number(row.id),
    receivedAt: row.received_at.toISOString(),
    factPath: row.fact_path,
    lang: row.lang,
    reason: row.reason,
    message: row.message,
    ...(row.email === null ? {} : { email: row.email }),
  });
  return {
    async save(message, now = new Date()) {
      const [row] = await query<{ id: string }>(
        "INSERT INTO messages (received_at, lang, email, name, message) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        [now, message.lang, message.email, message.name, message.message],
      );
      return Number(row!.id);
    },
    async list(limit = 100) {
      const rows = await query<MessageRow>("SELECT id, received_at, lang, email, name, message FROM messages ORDER BY id DESC LIMIT $1", [
        limit,
      ]);
      return rows.map((row): StoredMessage => ({
        id: Number(row.id),
        receivedAt: row.received_at.toISOString(),
        lang: row.lang,
        email: row.email,
        name: row.name,
        message: row.message,
      }));
    },
    async saveReport(report, now = new Date()) {
      const [row] = await query<{ id: string }>(
        "INSERT INTO reports (received_at, fact_path, lang, reason, message, email) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        [now, report.factPath, report.lang, report.reason, report.message, report.email ?? null],
      );
      return Number(row!.id);
    },
    async listReports({ factPath, limit = 100 } = {}) {
      const columns = "id, received_at, fact_path, lang, reason, message, email";
      const rows =
        factPath === undefined
          ? await query<ReportRow>(`SELECT ${columns} FROM reports ORDER BY id DESC LIMIT $1`, [limit])
          : await query<ReportRow>(`SELECT ${columns} FROM reports WHERE fact_path = $1 ORDER BY id DESC LIMIT $2`, [factPath, limit]);
      return rows.map(toReport);
    },
    async check() {
      await query("INSERT INTO readiness (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()", []);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The contact limit in PostgreSQL: one counter per client and fixed window, counted by a single upsert, so
 * that it is exact however many replicas take hits at once. Windows that have ended are pruned now and then.
 */
export function pgLimiter(pool: pg.Pool, ready: () => Promise<void>, limit: number, windowMs: number): ContactLimiter {
  let prunedWindow = -1;
  return {
    async hit(key, now = Date.now()) {
      await ready();
      const windowIndex = Math.floor(now / windowMs);
      const windowStart = new Date(windowIndex * windowMs);
      const client = createHash("sha256").update(key).digest("base64url");
      const { rows } = await pool.query<{ hits: number }>(
        `INSERT INTO contact_hits (client, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = contact_hits.hits + 1
         RETURNING hits`,
        [client, windowStart],
      );
      if (prunedWindow !== windowIndex) {
        prunedWindow = windowIndex;
        await pool.query("DELETE FROM contact_hits WHERE window_start < $1", [windowStart]);
      }
      const allowed = rows[0]!.hits <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) };
    },
  };
}
