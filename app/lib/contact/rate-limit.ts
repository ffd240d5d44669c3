/** The verdict on one hit: allowed, or refused until the oldest hit in the window has aged out. */
export interface RateVerdict {
  allowed: boolean;
  /** Whole seconds until another hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
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
