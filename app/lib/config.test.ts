import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("database and metrics configuration", () => {
  it("defaults to SQLite in DATA_DIR and no metrics listener", () => {
    const config = readConfig({});
    expect(config.database).toEqual({ url: "", poolMax: 5, statementTimeoutMs: 5_000, connectTimeoutMs: 3_000 });
    expect(config.metricsPort).toBe(0);
  });

  it("reads DATABASE_URL, the pool bound, the timeouts and METRICS_PORT, ignoring nonsense", () => {
    const config = readConfig({
      DATABASE_URL: "postgres://curio@db:5432/curio",
      DATABASE_POOL_MAX: "12",
      DATABASE_STATEMENT_TIMEOUT_MS: "2500",
      DATABASE_CONNECT_TIMEOUT_MS: "-1",
      METRICS_PORT: "9464",
      METRICS_HOST: "127.0.0.1",
    });
    expect(config.database).toEqual({
      url: "postgres://curio@db:5432/curio",
      poolMax: 12,
      statementTimeoutMs: 2_500,
      connectTimeoutMs: 3_000,
    });
    expect([config.metricsPort, config.metricsHost]).toEqual([9464, "127.0.0.1"]);
    expect(readConfig({ METRICS_PORT: "99999" }).metricsPort).toBe(0);
  });
});
