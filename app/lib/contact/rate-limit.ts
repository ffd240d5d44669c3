/** The verdict on one hit: allowed, or refused until the oldest hit in the window has aged out. */
export interface RateVerdict {
  allowed: boolean;
  /** Whole seconds until another hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts hits per client and says whether one more is allowed. In process (RateLimiter) on one node; in
 * PostgreSQL (pg-store.server.ts) when replicas share a database, so that the limit holds across all of them.
 * Rejects when the shared counter cannot be reached.
 */
export interface ContactLimiter {
  hit(key: string, now?: number): Promise<RateVerdict>;
}

/** A per-process limiter behind the shared interface. */
export function inProcessLimiter(limiter: RateLimiter): ContactLimiter {
  return { hit: async (key, now) => limiter.hit(key, now) };
}

/** Sliding-window limit per key (client IP): at most `limit` hits per `windowMs`. Memory is bounded by `maxKeys`. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Records a hit and says whether it is allowed, and if not, for how long to wait. */
  hit(key: string, now = Date.now()): RateVerdict {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Records a hit and says whether it is allowed. */
  allow(key: string, now = Date.now()): boolean {
    return this.hit(key, now).allowed;
  }
}

/** What became of one contact message or report (counted by the metrics). */
export type ContactOutcome = "stored" | "invalid" | "rejected" | "rate-limited" | "unavailable";

/** Retry-After when the store cannot take a message (the database is away): long enough for a restart or failover. */
export const STORE_RETRY_AFTER_SECONDS = 60;
