import * as z from "zod";

/**
 * Site configuration: the only module that reads process.env. Every variable is parsed once, at start, and a
 * value that cannot be meant (PORT=abc, WEB_CONCURRENCY=-1, SITE_URL=not-a-url) stops the server with one line
 * naming it, instead of falling back to a default nobody asked for. Defaults: README "Configuration".
 */
export interface SiteConfig {
  /** Port and interface the server listens on. */
  port: number;
  host: string;
  /** Public origin used for every absolute URL (canonical, sitemap, Open Graph). Never the Host header. */
  siteUrl: string;
  siteName: string;
  contactEmail: string;
  /** Ad network client id (e.g. ca-pub-123); ads and ads.txt are off when empty. */
  adClientId: string;
  /** Governing law of the terms of service. */
  jurisdiction: { en: string; ko: string };
  /** The sister service linked from the home page. */
  sisterSiteUrl: string;
  /** Folder holding categories.json and facts/*.json. */
  catalogueDir: string;
  /** Where the blog page reads its metadata: "catalogue" (in-process) or an http(s) URL. */
  blogMetadataSource: string;
  /** Writable folder for durable state (contact messages). */
  dataDir: string;
  logLevel: LogLevel;
  /** Contact form: accepted posts per client IP per window. */
  contactRateLimit: { limit: number; windowMs: number };
  /** Express "trust proxy" setting; also turns HSTS on. */
  trustProxy: false | number | string;
  /** PostgreSQL for messages, reports and the shared contact limit; SQLite in DATA_DIR when `url` is empty. */
  database: { url: string; poolMax: number; statementTimeoutMs: number; connectTimeoutMs: number };
  /** Port of the separate Prometheus listener (METRICS_PORT); 0 means none. Never the public port. */
  metricsPort: number;
  /** Interface the metrics listener binds (METRICS_HOST). */
  metricsHost: string;
  /**
   * Worker processes serving the port (WEB_CONCURRENCY); 1 means a single process, no cluster. 0 when unset:
   * server.ts then runs one per CPU (the Dockerfile sets 1, since replicas scale there).
   */
  webConcurrency: number;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Record<string, string | undefined>;

/** A variable set to a value that cannot be meant; its message is the one line the server prints before exiting. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** What a variable accepts, said once: the check and the words the refusal uses. */
interface Rule<T> {
  allowed: string;
  schema: z.ZodType<T, string>;
}

const integer = (min: number, max: number, allowed: string): Rule<number> => ({
  allowed,
  schema: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)),
});

const PORT = integer(0, 65_535, "an integer from 0 to 65535");
const POSITIVE = integer(1, Number.MAX_SAFE_INTEGER, "a whole number of 1 or more");

const httpUrl = (allowed: string): Rule<string> => ({
  allowed,
  schema: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
});

const TEXT: Rule<string> = { allowed: "any text", schema: z.string() };

const RULES = {
  PORT,
  HOST: TEXT,
  SITE_URL: httpUrl("an http(s) origin such as https://curio.example"),
  SITE_NAME: TEXT,
  CONTACT_EMAIL: { allowed: "an e-mail address", schema: z.email() },
  AD_CLIENT_ID: TEXT,
  JURISDICTION_EN: TEXT,
  JURISDICTION_KO: TEXT,
  SISTER_SITE_URL: httpUrl("an http(s) URL"),
  CATALOGUE_DIR: TEXT,
  BLOG_METADATA_URL: {
    allowed: '"catalogue" or an http(s) URL',
    schema: z.union([z.literal("catalogue"), z.url({ protocol: /^https?$/ })]),
  },
  DATA_DIR: TEXT,
  LOG_LEVEL: { allowed: `one of ${LOG_LEVELS.join(", ")}`, schema: z.enum(LOG_LEVELS) },
  CONTACT_RATE_LIMIT: POSITIVE,
  CONTACT_RATE_WINDOW_MINUTES: POSITIVE,
  TRUST_PROXY: {
    // "true" would trust every hop, so the client's own leftmost X-Forwarded-For would become its address and
    // walk around the contact limit: name the proxies instead, by count or by address.
    allowed:
      '"false", a hop count (how many proxies stand in front, such as 1), or a comma-separated list of the proxies\' addresses or subnets (such as loopback, 10.0.0.0/8); not "true", which would trust any X-Forwarded-For a client sends',
    schema: z
      .string()
      .regex(/^[\w.:/-]+(\s*,\s*[\w.:/-]+)*$/)
      .refine((value) => value !== "true")
      .transform((value): false | number | string => {
        if (value === "false" || value === "0") return false;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
  },
  DATABASE_URL: { allowed: "a postgres:// or postgresql:// URL", schema: z.url({ protocol: /^postgres(ql)?$/ }) },
  DATABASE_POOL_MAX: POSITIVE,
  DATABASE_STATEMENT_TIMEOUT_MS: POSITIVE,
  DATABASE_CONNECT_TIMEOUT_MS: POSITIVE,
  METRICS_PORT: PORT,
  METRICS_HOST: TEXT,
  WEB_CONCURRENCY: integer(1, 256, "a whole number of worker processes from 1 to 256 (1 runs a single process)"),
} satisfies Record<string, Rule<unknown>>;

type Name = keyof typeof RULES;
type Value<N extends Name> = (typeof RULES)[N] extends Rule<infer T> ? T : never;

/** The variable's parsed value, or `fallback` when it is unset or empty; refuses anything its rule does not allow. */
function read<N extends Name>(env: Env, name: N, fallback: Value<N>): Value<N> {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const rule = RULES[name] as Rule<Value<N>>;
  const parsed = rule.schema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`${name}=${JSON.stringify(env[name])} is not allowed: expected ${rule.allowed}.`);
  return parsed.data;
}

/** CATALOGUE_DIR alone, for the build (scripts/validate-catalogue.ts): a bad PORT must not stop a build. */
export function readCatalogueDir(env: Env = process.env): string {
  return read(env, "CATALOGUE_DIR", "data");
}

/** The site is served over HTTPS (SITE_URL says so): the cookies it sets are Secure. */
export function secureCookies(config: Pick<SiteConfig, "siteUrl">): boolean {
  return config.siteUrl.startsWith("https:");
}

/**
 * The one plain line printed for whoever started the server by hand, with an address they can open: a wildcard
 * interface (0.0.0.0, ::) is not one a browser on every system opens, so it becomes localhost, and what was bound
 * is said after it; an IPv6 literal gets its brackets.
 */
export function listeningLine(host: string, port: number, workers: number): string {
  const wildcard = host === "0.0.0.0" || host === "::";
  const url = `http://${wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host}:${port}`;
  const notes = [...(wildcard ? [`bound to ${host}`] : []), ...(workers > 1 ? [`${workers} workers`] : [])];
  return `Curio listening on ${url}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
}

/** Every variable of `env`, parsed; throws a ConfigError (one line: the variable, its value, what is allowed). */
export function readConfig(env: Env = process.env): SiteConfig {
  const port = read(env, "PORT", 3000);
  const metricsPort = read(env, "METRICS_PORT", 0);
  if (metricsPort > 0 && metricsPort === port)
    throw new ConfigError(
      `METRICS_PORT=${JSON.stringify(env.METRICS_PORT)} is not allowed: metrics are never served on the public port (PORT).`,
    );
  return {
    port,
    host: read(env, "HOST", "0.0.0.0"),
    // Without SITE_URL the site links to where it is actually served, so PORT=4000 gives http://localhost:4000.
    siteUrl: read(env, "SITE_URL", `http://localhost:${port}`),
    siteName: read(env, "SITE_NAME", "Curio"),
    contactEmail: read(env, "CONTACT_EMAIL", "hello@curio.example"),
    adClientId: read(env, "AD_CLIENT_ID", ""),
    jurisdiction: {
      en: read(env, "JURISDICTION_EN", "the Republic of Korea"),
      ko: read(env, "JURISDICTION_KO", "대한민국"),
    },
    sisterSiteUrl: read(env, "SISTER_SITE_URL", "https://facetest.curio.example"),
    catalogueDir: readCatalogueDir(env),
    blogMetadataSource: read(env, "BLOG_METADATA_URL", "catalogue"),
    dataDir: read(env, "DATA_DIR", "var"),
    logLevel: read(env, "LOG_LEVEL", "info"),
    contactRateLimit: {
      limit: read(env, "CONTACT_RATE_LIMIT", 5),
      windowMs: read(env, "CONTACT_RATE_WINDOW_MINUTES", 10) * 60_000,
    },
    trustProxy: read(env, "TRUST_PROXY", false),
    database: {
      url: read(env, "DATABASE_URL", ""),
      poolMax: read(env, "DATABASE_POOL_MAX", 5),
      statementTimeoutMs: read(env, "DATABASE_STATEMENT_TIMEOUT_MS", 5_000),
      connectTimeoutMs: read(env, "DATABASE_CONNECT_TIMEOUT_MS", 3_000),
    },
    metricsPort,
    metricsHost: read(env, "METRICS_HOST", "0.0.0.0"),
    webConcurrency: read(env, "WEB_CONCURRENCY", 0),
  };
}
