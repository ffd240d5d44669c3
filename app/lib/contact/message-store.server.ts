import { createHash } from "node:crypto";
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactLimiter } from "./rate-limit";
import type { ContactValues } from "./validate-contact";
import type { ReportReason } from "./validate-report";

export interface StoredMessage extends ContactValues {
  id: number;
  lang: string;
  receivedAt: string;
}

/** A reader's report of a problem with one fact, in the language version they read. */
export interface FactReport {
  /** The fact's path without language, e.g. /fact/space/venus-day-longer-than-year. */
  factPath: string;
  lang: string;
  reason: ReportReason;
  message: string;
  /** Absent when the reader wants no answer. */
  email?: string;
}

export interface StoredReport extends FactReport {
  id: number;
  receivedAt: string;
}

/**
 * Where accepted contact messages and fact reports live: SQLite on one node (the default), or PostgreSQL
 * shared by every replica when DATABASE_URL is set (pg-store.server.ts). A promise settles only once the
 * write is committed; a store that cannot take a write rejects (the routes answer 503).
 */
export interface MessageStore {
  save(message: ContactValues & { lang: string }, now?: Date): Promise<number>;
  /** Newest first. */
  list(limit?: number): Promise<StoredMessage[]>;
  saveReport(report: FactReport, now?: Date): Promise<number>;
  /** Newest first; only one fact's reports when `factPath` is given. */
  listReports(options?: { factPath?: string; limit?: number }): Promise<StoredReport[]>;
  /** Resolves when the store can take a write now (readiness); rejects when it cannot. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store and the contact limit over DATA_DIR/messages.db, opening (and creating) the database on first use.
 * Every worker process of one host opens the same file, so the limit and the messages hold across workers as
 * they do across replicas with PostgreSQL.
 */
export function sqliteStoresAt(dataDir: string, limit: number, windowMs: number): { messages: MessageStore; limiter: ContactLimiter } {
  let db: Database.Database | undefined;
  let store: MessageStore | undefined;
  let limiter: ContactLimiter | undefined;
  const open = () => (store ??= messageStoreOver((db = openDatabase(dataDir))));
  const limited = () => {
    open();
    return (limiter ??= sqliteLimiter(db!, limit, windowMs));
  };
  return {
    messages: {
      save: async (message, now) => open().save(message, now),
      list: async (limit) => open().list(limit),
      saveReport: async (report, now) => open().saveReport(report, now),
      listReports: async (options) => open().listReports(options),
      // Readiness opens the file too (a DATA_DIR that is a file, a corrupt database) and then writes to it.
      check: async () => open().check(),
      close: async () => store?.close(),
    },
    limiter: { hit: async (key, now) => limited().hit(key, now) },
  };
}

/** Opens DATA_DIR/messages.db in WAL mode; a write returns only once it is committed. */
export function openMessageStore(dataDir: string): MessageStore {
  return messageStoreOver(openDatabase(dataDir));
}

/** DATA_DIR/messages.db in WAL mode with its tables, readable by the server's user only. */
function openDatabase(dataDir: string): Database.Database {
  // Messages hold readers' addresses: only the server's own user may read them (SQLite gives its -wal and
  // -shm files the database file's mode).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, "messages.db");
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  // Workers write to the one file: a writer waits for another's lock (up to 5 s) instead of failing at once.
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  // Two workers opening a new file at once both ask for WAL mode; SQLite refuses one of them at once (SQLITE_BUSY,
  // without waiting: each holds the lock the other needs), so the setup is tried again until the other is done.
  retryWhileBusy(() => setUpDatabase(db));
  return db;
}

/** How long a process waits for another's lock on messages.db before it gives up (the routes then answer 503). */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * Runs `step` again while SQLite answers SQLITE_BUSY, a few milliseconds apart (jittered, so that two processes
 * do not meet again), for up to BUSY_TIMEOUT_MS; any other error, or a lock still held then, is thrown.
 */
export function retryWhileBusy<T>(step: () => T, timeoutMs = BUSY_TIMEOUT_MS): T {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return step();
    } catch (error) {
      const busy = (error as { code?: unknown }).code === "SQLITE_BUSY";
      if (!busy || Date.now() >= deadline) throw error;
      // Only ever on a new file's first open: a short synchronous pause keeps the open one plain function.
      Atomics.wait(pause, 0, 0, 5 + Math.random() * 20);
    }
  }
}

/** WAL mode, durable commits and the tables: every step is a no-op on a database already set up. */
function setUpDatabase(db: Database.Database): void {
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec(`CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    lang TEXT NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    message TEXT NOT NULL
  )`);
  // Reports live beside contact messages: one store to back up, one retention rule, one reader (npm run messages).
  db.exec(`CREATE TABLE IF NOT EXISTS reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    fact_path TEXT NOT NULL,
    lang TEXT NOT NULL,
    reason TEXT NOT NULL,
    message TEXT NOT NULL,
    email TEXT
  )`);
  db.exec("CREATE INDEX IF NOT EXISTS reports_by_fact ON reports (fact_path, id)");
  // One row that readiness writes: a store that cannot commit a write (a full disk, a read-only file) is not ready.
  db.exec("CREATE TABLE IF NOT EXISTS readiness (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL)");
  // The contact limit, as in PostgreSQL (pg-store.server.ts): one row per client (a hash of its address, never
  // the address) and fixed window, window_start in milliseconds since the epoch.
  db.exec(`CREATE TABLE IF NOT EXISTS contact_hits (
    client TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (client, window_start)
  )`);
}

/**
 * The contact limit in SQLite: one upsert per hit counts it and reads the count back in the same statement,
 * so that it is exact however many worker processes take hits at once. Ended windows are pruned now and then.
 */
export function sqliteLimiter(db: Database.Database, limit: number, windowMs: number): ContactLimiter {
  const count = db.prepare<[string, number], { hits: number }>(
    `INSERT INTO contact_hits (client, window_start, hits) VALUES (?, ?, 1)
     ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
     RETURNING hits`,
  );
  const prune = db.prepare<[number]>("DELETE FROM contact_hits WHERE window_start < ?");
  let prunedWindow = -1;
  return {
    async hit(key, now = Date.now()) {
      const windowIndex = Math.floor(now / windowMs);
      const windowStart = windowIndex * windowMs;
      const client = createHash("sha256").update(key).digest("base64url");
      const { hits } = count.get(client, windowStart)!;
      if (prunedWindow !== windowIndex) {
        prunedWindow = windowIndex;
        prune.run(windowStart);
      }
      const allowed = hits <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    },
  };
}

/** Messages and reports in an open database. */
function messageStoreOver(db: Database.Database): MessageStore {
  const insert = db.prepare(
    "INSERT INTO messages (received_at, lang, email, name, message) VALUES (@receivedAt, @lang, @email, @name, @message)",
  );
  const select = db.prepare("SELECT id, received_at AS receivedAt, lang, email, name, message FROM messages ORDER BY id DESC LIMIT ?");
  const insertReport = db.prepare(
    "INSERT INTO reports (received_at, fact_path, lang, reason, message, email) VALUES (@receivedAt, @factPath, @lang, @reason, @message, @email)",
  );
  const reportColumns = "id, received_at AS receivedAt, fact_path AS factPath, lang, reason, message, email";
  const selectReports = db.prepare(`SELECT ${reportColumns} FROM reports ORDER BY id DESC LIMIT ?`);
  const selectFactReports = db.prepare(`SELECT ${reportColumns} FROM reports WHERE fact_path = ? ORDER BY id DESC LIMIT ?`);
  const probe = db.prepare<[string]>(
    "INSERT INTO readiness (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at",
  );
  type ReportRow = Omit<StoredReport, "email"> & { email: string | null };
  const withoutNullEmail = (row: ReportRow): StoredReport => {
    const { email, ...report } = row;
    return email === null ? report : { ...report, email };
  };
  return {
    async save(message, now = new Date()) {
      return Number(insert.run({ ...message, receivedAt: now.toISOString() }).lastInsertRowid);
    },
    async list(limit = 100) {
      return select.all(limit) as StoredMessage[];
    },
    async saveReport(report, now = new Date()) {
      return Number(insertReport.run({ ...report, email: report.email ?? null, receivedAt: now.toISOString() }).lastInsertRowid);
    },
    async listReports({ factPath, limit = 100 } = {}) {
      const rows = (factPath === undefined ? selectReports.all(limit) : selectFactReports.all(factPath, limit)) as ReportRow[];
      return rows.map(withoutNullEmail);
    },
    async check() {
      probe.run(new Date().toISOString());
    },
    async close() {
      db.close();
    },
  };
}
