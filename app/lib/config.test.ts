import { describe, expect, it } from "vitest";
import { ConfigError, listeningLine, readConfig } from "./config";

/** The one line readConfig refuses `env` with. */
function refusal(env: Record<string, string>): string {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe("configuration defaults", () => {
  it("defaults to port 3000, SQLite in DATA_DIR and no metrics listener", () => {
    const config = readConfig({});
    expect([config.port, config.host, config.siteUrl, config.logLevel]).toEqual([3000, "0.0.0.0", "http://localhost:3000", "info"]);
    expect(config.database).toEqual({ url: "", poolMax: 5, statementTimeoutMs: 5_000, connectTimeoutMs: 3_000 });
    expect(config.contactRateLimit).toEqual({ limit: 5, windowMs: 600_000 });
    expect([config.trustProxy, config.metricsPort]).toEqual([false, 0]);
  });

  it("links to the port actually served when SITE_URL is unset", () => {
    expect(readConfig({ PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
    expect(readConfig({ PORT: "4000", SITE_URL: "https://curio.example/" }).siteUrl).toBe("https://curio.example");
  });

  it("prints an address a browser opens, localhost for a wildcard interface", () => {
    expect(listeningLine("0.0.0.0", 3000, 1)).toBe("Curio listening on http://localhost:3000 (bound to 0.0.0.0)");
    expect(listeningLine("::", 4000, 2)).toBe("Curio listening on http://localhost:4000 (bound to ::, 2 workers)");
    expect(listeningLine("127.0.0.1", 4000, 2)).toBe("Curio listening on http://127.0.0.1:4000 (2 workers)");
    expect(listeningLine("::1", 4000, 1)).toBe("Curio listening on http://[::1]:4000");
  });

  it("treats an empty variable as unset", () => {
    expect(readConfig({ PORT: "", LOG_LEVEL: " ", DATABASE_URL: "" })).toEqual(readConfig({}));
  });
});

describe("configuration values", () => {
  it("reads DATABASE_URL, the pool bound, the timeouts and METRICS_PORT", () => {
    const config = readConfig({
      DATABASE_URL: "postgres://curio@db:5432/curio",
      DATABASE_POOL_MAX: "12",
      DATABASE_STATEMENT_TIMEOUT_MS: "2500",
      DATABASE_CONNECT_TIMEOUT_MS: "1000",
      METRICS_PORT: "9464",
      METRICS_HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
    });
    expect(config.database).toEqual({
      url: "postgres://curio@db:5432/curio",
      poolMax: 12,
      statementTimeoutMs: 2_500,
      connectTimeoutMs: 1_000,
    });
    expect([config.metricsPort, config.metricsHost, config.logLevel]).toEqual([9464, "127.0.0.1", "silent"]);
  });

  it.each([
    ["false", false],
    ["0", false],
    ["2", 2],
    ["loopback, 10.0.0.0/8", "loopback, 10.0.0.0/8"],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("refuses TRUST_PROXY=true, naming the hop-count and subnet forms", () => {
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(
      /^TRUST_PROXY="true" is not allowed: expected "false", a hop count .* or a comma-separated list of the proxies' addresses or subnets/,
    );
  });

  it("reads BLOG_METADATA_URL as the catalogue or an http(s) URL", () => {
    expect(readConfig({ BLOG_METADATA_URL: "catalogue" }).blogMetadataSource).toBe("catalogue");
    expect(readConfig({ BLOG_METADATA_URL: "https://meta.example/blog.json" }).blogMetadataSource).toBe("https://meta.example/blog.json");
  });
});

describe("configuration refuses mistakes", () => {
  it.each([
    [{ PORT: "abc" }, 'PORT="abc" is not allowed: expected an integer from 0 to 65535.'],
    [{ PORT: "65536" }, 'PORT="65536" is not allowed: expected an integer from 0 to 65535.'],
    [{ PORT: "3000.5" }, 'PORT="3000.5" is not allowed: expected an integer from 0 to 65535.'],
    [{ CONTACT_RATE_LIMIT: "-1" }, 'CONTACT_RATE_LIMIT="-1" is not allowed: expected a whole number of 1 or more.'],
    [{ SITE_URL: "not-a-url" }, 'SITE_URL="not-a-url" is not allowed: expected an http(s) origin such as https://curio.example.'],
    [
      { SITE_URL: "ftp://curio.example" },
      'SITE_URL="ftp://curio.example" is not allowed: expected an http(s) origin such as https://curio.example.',
    ],
    [{ LOG_LEVEL: "verbose" }, 'LOG_LEVEL="verbose" is not allowed: expected one of fatal, error, warn, info, debug, trace, silent.'],
    [{ SISTER_SITE_URL: "facetest" }, 'SISTER_SITE_URL="facetest" is not allowed: expected an http(s) URL.'],
    [{ BLOG_METADATA_URL: "catalog" }, 'BLOG_METADATA_URL="catalog" is not allowed: expected "catalogue" or an http(s) URL.'],
    [{ CONTACT_EMAIL: "hello" }, 'CONTACT_EMAIL="hello" is not allowed: expected an e-mail address.'],
    [{ DATABASE_URL: "mysql://db/curio" }, 'DATABASE_URL="mysql://db/curio" is not allowed: expected a postgres:// or postgresql:// URL.'],
    [{ DATABASE_POOL_MAX: "0" }, 'DATABASE_POOL_MAX="0" is not allowed: expected a whole number of 1 or more.'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: "5s" }, 'DATABASE_STATEMENT_TIMEOUT_MS="5s" is not allowed: expected a whole number of 1 or more.'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: "-1" }, 'DATABASE_CONNECT_TIMEOUT_MS="-1" is not allowed: expected a whole number of 1 or more.'],
    [{ CONTACT_RATE_LIMIT: "1e3" }, 'CONTACT_RATE_LIMIT="1e3" is not allowed: expected a whole number of 1 or more.'],
    [{ CONTACT_RATE_WINDOW_MINUTES: "ten" }, 'CONTACT_RATE_WINDOW_MINUTES="ten" is not allowed: expected a whole number of 1 or more.'],
    [{ METRICS_PORT: "99999" }, 'METRICS_PORT="99999" is not allowed: expected an integer from 0 to 65535.'],
    [{ PORT: "9464", METRICS_PORT: "9464" }, 'METRICS_PORT="9464" is not allowed: metrics are never served on the public port (PORT).'],
    [{ TRUST_PROXY: "yes please" }, expect.stringMatching(/^TRUST_PROXY="yes please" is not allowed: expected "false", a hop count/)],
  ])("%j, in one line naming the variable, the value and what is allowed", (env, line) => {
    const message = refusal(env as Record<string, string>);
    expect(message).toEqual(line);
    expect(message).not.toContain("\n");
  });
});
