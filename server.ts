import { randomBytes, randomUUID } from "node:crypto";
import { createServer as createHttpServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type ServerBuild } from "react-router";
import "./app/load-context";
import { isAdClientId } from "./app/lib/ads/ads-config";
import type { Catalogue } from "./app/lib/catalogue/catalogue";
import { loadCatalogue } from "./app/lib/catalogue/load-catalogue";
import { pickRandomFact } from "./app/lib/catalogue/random";
import { readConfig, type SiteConfig } from "./app/lib/config";
import { messageStoreAt, type MessageStore } from "./app/lib/contact/message-store.server";
import { RateLimiter } from "./app/lib/contact/rate-limit";
import { isSameOriginPost } from "./app/lib/contact/validate-contact";
import { contentSecurityPolicy } from "./app/lib/http/content-security-policy";
import { fillNonce, nonceTemplateBytes, toNonceTemplate, type NonceTemplate } from "./app/lib/http/nonce-template";
import {
  cachedPageBytes,
  chooseEncoding,
  isCacheableResponse,
  matchesIfNoneMatch,
  RenderCache,
  representationEtag,
  toCachedPage,
  type CachedPage,
} from "./app/lib/http/render-cache";
import { isMalformedPath, staticErrorPage } from "./app/lib/http/static-error-page";
import { isLang } from "./app/lib/i18n/languages";
import { whenSearchIndexed } from "./app/lib/search/search-index";
import { themeFromCookie } from "./app/lib/theme";

// server.ts runs from the project root in development and tests, and bundled as build/server.js in production.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const FROM_BUILD = path.basename(HERE) === "build";
const ROOT = FROM_BUILD ? path.dirname(HERE) : HERE;
const BUILD_DIR = path.join(ROOT, "build");
/** Pages render the saved theme from its cookie, so shared caches must keep those variants apart. */
const HTML_VARY = "Accept-Encoding, Cookie";
/** Largest request body accepted (the contact form needs a few KB). */
const MAX_BODY_BYTES = 64 * 1024;
/** Search pages (/en/search, /ko/search): rendered per request or filled from a nonce template, never kept whole. */
const SEARCH_PATH = /^\/(en|ko)\/search$/;

export interface ServerOptions {
  /** Vite in middleware mode with hot reload instead of the production build. */
  dev?: boolean;
  config?: SiteConfig;
  /** A catalogue to serve instead of the one in config.catalogueDir (tests, benchmarks). */
  catalogue?: Catalogue;
  /** Random source for the home page's pick (tests pin it). */
  rng?: () => number;
  /** Where logs go; defaults to JSON lines on stdout at config.logLevel (pretty in development). */
  logger?: Logger;
  /** In development, the HTTP server Vite's hot-reload websocket shares (no second port). */
  httpServer?: Server;
}

export interface CurioApp extends Express {
  locals: Express["locals"] & {
    state: { ready: boolean; draining: boolean };
    messages: MessageStore;
    logger: Logger;
    renderCache: RenderCache<CachedPage>;
    searchPages: RenderCache<NonceTemplate>;
  };
}

/** Builds the Express app without listening. Loads and validates the catalogue first: a bad one throws. */
export async function createServer({ dev = false, config = readConfig(), catalogue, rng, logger, httpServer }: ServerOptions = {}): Promise<CurioApp> {
  const log = logger ?? pino({ level: config.logLevel, ...(dev ? { transport: { target: "pino-pretty" } } : {}) });
  let compileLater = () => {};
  const facts =
    catalogue ??
    loadCatalogue(path.resolve(ROOT, config.catalogueDir), {
      // Compiled catalogues are a build artefact: only the production build keeps and reads them (ADR 009).
      compiledDir: FROM_BUILD ? path.join(BUILD_DIR, "catalogue") : undefined,
      note: (level, message) => log[level]({ catalogueDir: config.catalogueDir }, message),
      deferCompiling: (compile) => (compileLater = compile),
    });
  // Built once, from start-up on, between requests: pages are served meanwhile, and an early search waits.
  const searchIndex = whenSearchIndexed(facts);
  searchIndex.catch((error: unknown) => log.error({ err: error }, "search index failed"));
  // Sources validated at this start are compiled for the next one after that, when start-up work is done.
  const compileNext = () => setImmediate(compileLater);
  searchIndex.then(compileNext, compileNext);
  const messages = messageStoreAt(path.resolve(ROOT, config.dataDir));
  const contactLimiter = new RateLimiter(config.contactRateLimit.limit, config.contactRateLimit.windowMs);
  const renderCache = new RenderCache(dev ? 0 : config.renderCacheBytes, cachedPageBytes);
  // Apart from the page cache, so that a stream of distinct queries can never push fact pages out.
  const searchPages = new RenderCache(dev ? 0 : config.searchCacheBytes, nonceTemplateBytes);
  const https = config.trustProxy !== false;
  const ads = isAdClientId(config.adClientId);
  const csp = (scriptSources: string[]) => contentSecurityPolicy({ scriptSources, ads, dev, https });

  const app = express() as CurioApp;
  Object.assign(app.locals, { state: { ready: false, draining: false }, messages, logger: log, renderCache, searchPages });
  app.disable("x-powered-by");
  // Express shows stack traces on error pages unless env is production, whatever NODE_ENV says.
  app.set("env", dev ? "development" : "production");
  app.set("trust proxy", config.trustProxy);

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    res.locals.bytesAtStart = req.socket.bytesWritten;
    next();
  });
  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Method, path (never the query: it may hold what a reader typed), status, time, bytes. No IP addresses.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customSuccessObject: (req, res, value: Record<string, unknown>) => ({
        ...value,
        bytes: req.socket.bytesWritten - ((res as Response).locals?.bytesAtStart ?? 0),
      }),
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: false, // set per response below: a nonce for streamed pages, hashes for cached ones
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
    next();
  });
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", (_req, res) => {
    const { ready, draining } = app.locals.state;
    res.set("Cache-Control", "no-store").status(ready && !draining ? 200 : 503).json({ ready: ready && !draining, draining });
  });

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isMalformedPath(req.originalUrl)) return next();
    res.status(400).set("Cache-Control", "no-store").type("html").send(staticErrorPage(req.originalUrl, 400));
  });

  // Bodies: only small, declared ones. Form posts must come from our own pages (Origin / Sec-Fetch-Site).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const length = Number(req.headers["content-length"] ?? Number.NaN);
    const refuse = (status: number) => res.status(status).set("Cache-Control", "no-store").type("html").send(staticErrorPage(req.originalUrl, status));
    if (req.headers["transfer-encoding"] && Number.isNaN(length)) return refuse(411);
    if (length > MAX_BODY_BYTES) return refuse(413);
    const headers = new Headers(req.headers as Record<string, string>);
    if (!isSameOriginPost(headers, `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, config.siteUrl)) return refuse(403);
    next();
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({
      root: ROOT,
      server: { middlewareMode: true, ...(httpServer ? { hmr: { server: httpServer } } : {}) },
    });
    app.use(viteDevServer.middlewares);
    build = () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    app.use(
      "/assets",
      express.static(path.join(BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
    );
    // Share images keep their names when redrawn, so a month rather than immutable.
    app.use("/og", express.static(path.join(BUILD_DIR, "client/og"), { maxAge: "30d", fallthrough: false, index: false }));
    // Only names with an extension can be files (favicon.svg, robots.txt…): pages skip the disk lookup.
    const files = express.static(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
    // A literal path, so that esbuild folds React Router's server build into build/server.js (npm run build).
    // @ts-expect-error -- the server build is generated JavaScript without type declarations.
    build = (await import("./build/server/index.js")) as ServerBuild;
  }
  const handleRequest = createRequestHandler(build, dev ? "development" : "production");

  /** Serves a kept page: negotiated encoding, strong ETag and 304 for public pages, CSP from its script hashes. */
  function sendCached(req: Request, res: Response, page: CachedPage): void {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.status(page.status);
    for (const [name, value] of page.headers) res.append(name, value);
    if (page.isHtml) res.setHeader("Content-Security-Policy", (page.csp ??= csp(page.scriptHashes)));
    res.setHeader("Vary", page.isHtml ? HTML_VARY : "Accept-Encoding");
    const isPublic = /(^|,)\s*public\b/.test(String(res.getHeader("Cache-Control") ?? ""));
    if (isPublic) {
      res.setHeader("ETag", representationEtag(page, encoding));
      if (matchesIfNoneMatch(req.headers["if-none-match"], page)) {
        res.status(304).end();
        return;
      }
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    const body = page.bodies[encoding];
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Home is random, so it is cached per picked fact: the pick happens here and the loader renders that
   * fact; `?after=` (the fact just shown) is excluded from the pick and only changes the page's robots tag.
   */
  function homeVariant(req: Request): { key: string; pick: string } | null {
    const lang = /^\/(en|ko)$/.exec(req.path)?.[1];
    if (req.method !== "GET" || !isLang(lang)) return null;
    const after = typeof req.query.after === "string" ? req.query.after : undefined;
    const pick = pickRandomFact(facts, lang, { exclude: after ? [after] : [], rng: rng ?? Math.random })?.path;
    return pick ? { key: `home|${themeFromCookie(req.headers.cookie)}|${lang}|${pick}|${after === undefined ? 0 : 1}`, pick } : null;
  }

  /** A search page for this request's own nonce, from the template rendered for the same URL and theme. */
  function sendFromTemplate(res: Response, template: NonceTemplate, nonce: string): void {
    res.status(template.status);
    for (const [name, value] of template.headers) res.append(name, value);
    res.setHeader("Content-Security-Policy", csp([`'nonce-${nonce}'`]));
    res.setHeader("Vary", HTML_VARY);
    const body = fillNonce(template, nonce);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const nonce = res.locals.nonce as string;
      // The saved theme is rendered into the page (no flash), so it is part of every key.
      const theme = themeFromCookie(req.headers.cookie);
      const searchKey = req.method === "GET" && SEARCH_PATH.test(req.path) ? `search|${theme}|${req.originalUrl}` : null;
      const template = searchKey ? searchPages.get(searchKey) : undefined;
      if (template) return sendFromTemplate(res, template, nonce);
      const home = homeVariant(req);
      const key = searchKey ? null : (home?.key ?? (req.method === "GET" ? `page|${theme}|${req.originalUrl}` : null));
      const kept = key ? renderCache.get(key) : undefined;
      if (kept) return sendCached(req, res, kept);

      const response = await handleRequest(toWebRequest(req, res), {
        catalogue: facts,
        searchIndex,
        config,
        nonce,
        messages,
        contactLimiter,
        clientIp: req.ip ?? "unknown",
        rng,
        homePick: home?.pick,
        logError: (error: unknown) => log.error({ err: error, reqId: req.id }, "render failed"),
      });
      if (searchKey && searchPages.enabled && isTemplatableSearch(response)) {
        const made = await toNonceTemplate(response, nonce);
        searchPages.set(searchKey, made);
        return sendFromTemplate(res, made, nonce);
      }
      if (key && renderCache.enabled && (home ? response.status === 200 : isCacheableResponse(req.method, response))) {
        const page = await toCachedPage(response);
        renderCache.set(key, page);
        return sendCached(req, res, page);
      }
      res.setHeader("Content-Security-Policy", csp([`'nonce-${nonce}'`]));
      if ((response.headers.get("content-type") ?? "").startsWith("text/html")) res.setHeader("Vary", HTML_VARY);
      // An error answer is never cached by anyone, whatever the route said (or did not say).
      if (response.status >= 500 || (response.status >= 400 && !response.headers.has("cache-control"))) {
        response.headers.set("Cache-Control", "no-store");
      }
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) log.error({ err: error, reqId: req.id }, "request failed");
    if (res.headersSent) return next(error);
    res.status(status).set("Cache-Control", "no-store").type("html").send(staticErrorPage(req.originalUrl, status));
  });

  app.locals.state.ready = true;
  return app;
}

/** A search answer worth a template: a whole results page (errors and redirects are rendered each time). */
function isTemplatableSearch(response: globalThis.Response): boolean {
  return response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html") && !response.headers.has("set-cookie");
}

/** The Fetch API request React Router expects, aborted if the client goes away. */
function toWebRequest(req: Request, res: Response): globalThis.Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, init);
}

async function sendWebResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

export interface HttpTimeouts {
  /** All request headers must arrive within this (slowloris). */
  headersMs: number;
  /** The whole request, body included. */
  requestMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** An HTTP server with deliberate timeouts (a client that dribbles its headers is cut off), serving `app` if given. */
export function createHttpServerFor(app?: CurioApp, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  // Node enforces the two request timeouts on this interval, so it must be well under them.
  const server = createHttpServer({ connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 2) });
  if (app) server.on("request", app);
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}

/** Stops accepting, lets in-flight requests finish, closes idle keep-alive sockets, exits 0; hard deadline 8 s. */
function drainOnSignals(server: Server, app: CurioApp, deadlineMs = 8_000): void {
  const shutdown = (signal: string) => {
    if (app.locals.state.draining) return;
    app.locals.state.draining = true;
    app.locals.logger.info({ signal }, "draining");
    const exit = () => {
      app.locals.messages.close();
      app.locals.logger.flush?.();
      process.exit(0);
    };
    server.close(exit);
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    setTimeout(() => {
      server.closeAllConnections();
      exit();
    }, deadlineMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function main(): Promise<void> {
  const config = readConfig();
  const dev = process.argv.includes("--dev");
  const server = createHttpServerFor();
  const app = await createServer({ dev, config, httpServer: server });
  server.on("request", app);
  process.on("unhandledRejection", (reason) => app.locals.logger.error({ err: reason }, "unhandled rejection"));
  server.listen(config.port, config.host, () => {
    app.locals.logger.info({ url: `http://${config.host}:${config.port}`, dev }, "Curio listening");
  });
  drainOnSignals(server, app);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
