/** The verdict on one hit: allowed, or refused until the oldest hit in the window has aged out. */
export interface RateVerdict {
  allowed: boolean;
  /** Whole seconds until another hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts hits per client and says whether one more is allowed: in the store every process shares, so that the
 * limit holds across worker processes and replicas alike: SQLite in DATA_DIR on one host
 * (message-store.server.ts), PostgreSQL when replicas share a database (pg-store.server.ts). Rejects when the
 * shared counter cannot be reached.
 */
export interface ContactLimiter {
  hit(key: string, now?: number): Promise<RateVerdict>;
}

/** What became of one contact message or report (counted by the metrics). */
export type ContactOutcome = "stored" | "invalid" | "rejected" | "rate-limited" | "unavailable";

/** Retry-After when the store cannot take a message (the database is away): long enough for a restart or failover. */
export const STORE_RETRY_AFTER_SECONDS = 60;
