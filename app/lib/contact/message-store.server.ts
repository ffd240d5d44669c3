import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactValues } from "./validate-contact";

export interface StoredMessage extends ContactValues {
  id: number;
  lang: string;
  receivedAt: string;
}

/** Where accepted contact messages live. SQLite is the single-node default; see README "Scaling out". */
export interface MessageStore {
  save(message: ContactValues & { lang: string }, now?: Date): number;
  list(limit?: number): StoredMessage[];
  close(): void;
}

/** A store over DATA_DIR/messages.db that opens (and creates) the database on first use. */
export function messageStoreAt(dataDir: string): MessageStore {
  let store: MessageStore | undefined;
  const open = () => (store ??= openMessageStore(dataDir));
  return {
    save: (message, now) => open().save(message, now),
    list: (limit) => open().list(limit),
    close: () => store?.close(),
  };
}

/** Opens DATA_DIR/messages.db in WAL mode; a write returns only once it is committed. */
export function openMessageStore(dataDir: string): MessageStore {
  // Messages hold readers' addresses: only the server's own user may read them (SQLite gives its -wal and
  // -shm files the database file's mode).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, "messages.db");
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file);
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
  const insert = db.prepare(
    "INSERT INTO messages (received_at, lang, email, name, message) VALUES (@receivedAt, @lang, @email, @name, @message)",
  );
  const select = db.prepare(
    "SELECT id, received_at AS receivedAt, lang, email, name, message FROM messages ORDER BY id DESC LIMIT ?",
  );
  return {
    save(message, now = new Date()) {
      return Number(insert.run({ ...message, receivedAt: now.toISOString() }).lastInsertRowid);
    },
    list(limit = 100) {
      return select.all(limit) as StoredMessage[];
    },
    close() {
      db.close();
    },
  };
}
