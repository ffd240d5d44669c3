/**
 * Site configuration: the only module that reads process.env. Every value has a documented default
 * (see README "Configuration").
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
  logLevel: string;
  /** Memory bound of the rendered-page cache (RENDER_CACHE_MB); 0 turns it off. */
  renderCacheBytes: number;
  /** Memory bound of the search-page templates (SEARCH_CACHE_MB); 0 turns them off. */
  searchCacheBytes: number;
  /** Contact form: accepted posts per client IP per window. */
  contactRateLimit: { limit: number; windowMs: number };
  /** Express "trust proxy" setting; also turns HSTS on. */
  trustProxy: boolean | number | string;
  /** PostgreSQL for messages, reports and the shared contact limit; SQLite in DATA_DIR when `url` is empty. */
  database: { url: string; poolMax: number; statementTimeoutMs: number; connectTimeoutMs: number };
  /** Port of the separate Prometheus listener (METRICS_PORT); 0 means none. Never the public port. */
  metricsPort: number;
  /** Interface the metrics listener binds (METRICS_HOST). */
  metricsHost: string;
}

type Env = Record<string, string | undefined>;

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A size in MB from the environment, in bytes; "0" means none. */
function megabytes(value: string | undefined, fallback: number): number {
  return (value === "0" ? 0 : positiveInt(value, fallback)) * 1024 * 1024;
}

function parsePort(value: string | undefined, fallback = 3000): number {
  const port = Number(value ?? String(fallback));
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : fallback;
}

/** The site is served over HTTPS (SITE_URL says so): the cookies it sets are Secure. */
export function secureCookies(config: Pick<SiteConfig, "siteUrl">): boolean {
  return config.siteUrl.startsWith("https:");
}

export function readConfig(env: Env = process.env): SiteConfig {
  const siteUrl = (env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? "0.0.0.0",
    siteUrl,
    siteName: env.SITE_NAME ?? "Curio",
    contactEmail: env.CONTACT_EMAIL ?? "hello@curio.example",
    adClientId: env.AD_CLIENT_ID ?? "",
    jurisdiction: {
      en: env.JURISDICTION_EN ?? "the Republic of Korea",
      ko: env.JURISDICTION_KO ?? "대한민국",
    },
    sisterSiteUrl: env.SISTER_SITE_URL ?? "https://facetest.curio.example",
    catalogueDir: env.CATALOGUE_DIR ?? "data",
    blogMetadataSource: env.BLOG_METADATA_URL ?? "catalogue",
    dataDir: env.DATA_DIR ?? "var",
    logLevel: env.LOG_LEVEL ?? "info",
    renderCacheBytes: megabytes(env.RENDER_CACHE_MB, 32),
    searchCacheBytes: megabytes(env.SEARCH_CACHE_MB, 8),
    contactRateLimit: {
      limit: positiveInt(env.CONTACT_RATE_LIMIT, 5),
      windowMs: positiveInt(env.CONTACT_RATE_WINDOW_MINUTES, 10) * 60_000,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    database: {
      url: env.DATABASE_URL ?? "",
      poolMax: positiveInt(env.DATABASE_POOL_MAX, 5),
      statementTimeoutMs: positiveInt(env.DATABASE_STATEMENT_TIMEOUT_MS, 5_000),
      connectTimeoutMs: positiveInt(env.DATABASE_CONNECT_TIMEOUT_MS, 3_000),
    },
    metricsPort: parsePort(env.METRICS_PORT, 0),
    metricsHost: env.METRICS_HOST ?? "0.0.0.0",
  };
}
