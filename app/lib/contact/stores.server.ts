import path from "node:path";
import type { SiteConfig } from "../config";
import { sqliteStoresAt, type MessageStore } from "./message-store.server";
import { migrateOnce, openPool, pgLimiter, pgMessageStore } from "./pg-store.server";
import type { ContactLimiter } from "./rate-limit";

export interface ContactStores {
  /** "postgres" when DATABASE_URL is set, else "sqlite" (DATA_DIR/messages.db). */
  kind: "postgres" | "sqlite";
  messages: MessageStore;
  /** Shared by every replica with PostgreSQL, by every worker process of the host with SQLite. */
  limiter: ContactLimiter;
}

/** The configured store and contact limit: PostgreSQL when DATABASE_URL is set, SQLite in DATA_DIR otherwise. */
export function openContactStores(config: SiteConfig, root: string, onError?: (error: Error) => void): ContactStores {
  const { limit, windowMs } = config.contactRateLimit;
  if (config.database.url) {
    const pool = openPool({ ...config.database, url: config.database.url, onError });
    const ready = migrateOnce(pool);
    return { kind: "postgres", messages: pgMessageStore(pool, ready), limiter: pgLimiter(pool, ready, limit, windowMs) };
  }
  return { kind: "sqlite", ...sqliteStoresAt(path.resolve(root, config.dataDir), limit, windowMs) };
}
