import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { pino, type Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import "../app/load-context";
import { isAdClientId } from "../app/lib/ads/ads-config";
import type { Catalogue } from "../app/lib/catalogue/catalogue";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../app/lib/catalogue/published";
import { readConfig, type SiteConfig } from "../app/lib/config";
import type { MessageStore } from "../app/lib/contact/message-store.server";
import { openContactStores } from "../app/lib/contact/stores.server";
import { whenSearchIndexed } from "../app/lib/search/search-index";
import { contentSecurityPolicy } from "./content-security-policy";
import type { FastLane } from "./fast-lane";
import { healthRoutes } from "./health";
import { homePicker } from "./kept-pages/home-pick";
import { keptLookup } from "./kept-pages/lookup";
import type { InlineSources } from "./kept-pages/page";
import { KeptPages } from "./kept-pages/store";
import { Metrics, routeLabel } from "./metrics";
import { requestPipeline } from "./pipeline";
import type { RequestIdentity } from "./request-identity";
import { requestLog } from "./request-log";
import { RouteTable } from "./route-table";
import { securityHeaders } from "./security-headers";
import { sendStaticError } from "./static-error-page";
import { servedAsFile, staticFiles } from "./static-files";
import { toWebRequest } from "./web-bridge";

export interface ServerOptions {
  /** Vite in middleware mode with hot reload instead of the production build. */
  dev?: boolean;
  config?: SiteConfig;
  /** A catalogue to serve instead of the one in config.catalogueDir (tests, benchmarks). */
  catalogue?: Catalogue;
  /** Random source for the home page's pick (tests pin it). */
  rng?: () => number;
  /** The clock loaders read (the Seoul day); tests pin it. Defaults to the system clock. */
  now?: () => Date;
  /** Where logs go; defaults to JSON lines on stdout at config.logLevel (pretty in development). */
  logger?: Logger;
  /** In development, the HTTP server Vite's hot-reload websocket shares (no second port). */
  httpServer?: Server;
}

export interface AppPaths {
  /** The project root: CATALOGUE_DIR, DATA_DIR and Vite's root are resolved from it. */
  root: string;
  /** The production client build (assets, share images, static files). */
  clientDir: string;
  /** Where compiled catalogues are kept and read (ADR 009); only the bundled production server has one. */
  compiledCatalogueDir?: string;
  /** The production server build (server.ts imports it by a literal path, see there). */
  loadBuild: () => Promise<ServerBuild>;
}

export interface CurioApp extends Express {
  locals: Express["locals"] & {
    state: { ready: boolean; draining: boolean };
    messages: MessageStore;
    logger: Logger;
    keptPages: KeptPages;
    metrics: Metrics;
    /** The pipeline's lane: answers kept pages before Express runs (pipeline.ts); the production build only. */
    fastLane?: FastLane;
  };
}

/** Builds the Express app without listening, around the one request pipeline (pipeline.ts). Loads and validates the catalogue first: a bad one throws. */
export async function createApp(
  { dev = false, config = readConfig(), catalogue, rng, now = () => new Date(), logger, httpServer }: ServerOptions,
  { root, clientDir, compiledCatalogueDir, loadBuild }: AppPaths,
): Promise<CurioApp> {
  const log = logger ?? pino({ level: config.logLevel, ...(dev ? { transport: { target: "pino-pretty" } } : {}) });
  let compileLater = () => {};
  const facts =
    catalogue ??
    loadCatalogue(path.resolve(root, config.catalogueDir), {
      // Compiled catalogues are a build artefact: only the production build keeps and reads them (ADR 009).
      compiledDir: dev ? undefined : compiledCatalogueDir,
      note: (level, message) => log[level]({ catalogueDir: config.catalogueDir }, message),
      deferCompiling: (compile) => (compileLater = compile),
    });
  // Readers see the catalogue of the Seoul day: scheduled facts appear at its midnight, per request (ADR 014).
  const published = () => publishedAt(facts, now());
  // Built once per published set, from start-up on, between requests: pages are served meanwhile, and an
  // early search waits. When a scheduled fact appears, the new set's index is built on the first request.
  const indexed = new WeakSet<Catalogue>();
  const searchIndexOf = (view: Catalogue) => {
    const index = whenSearchIndexed(view);
    if (!indexed.has(view)) {
      indexed.add(view);
      index.catch((error: unknown) => log.error({ err: error }, "search index failed"));
    }
    return index;
  };
  const indexStart = performance.now();
  const searchIndex = searchIndexOf(published());
  // Sources validated at this start are compiled for the next one after that, when start-up work is done.
  const compileNext = () => setImmediate(compileLater);
  searchIndex.then(compileNext, compileNext);
  const stores = openContactStores(config, root, (error) => log.warn({ err: error }, "database connection lost"));
  const { messages, limiter: contactLimiter } = stores;
  // Migrations run at start (a replica that finds the database away starts anyway, not ready, and tries again).
  if (stores.kind === "postgres")
    await messages.check().catch((error: unknown) => log.error({ err: error }, "database not ready at start"));
  const keptPages = new KeptPages({ totalBytes: dev ? 0 : config.renderCacheBytes, queryBytes: config.searchCacheBytes });
  const metrics = new Metrics(keptPages);
  searchIndex.then(
    () => metrics.searchIndexSeconds.set((performance.now() - indexStart) / 1000),
    () => {},
  );
  const siteOrigin = new URL(config.siteUrl).origin;
  const https = config.trustProxy !== false;
  const ads = isAdClientId(config.adClientId);
  const policyFor = (sources: InlineSources) => contentSecurityPolicy({ sources, ads, dev, https });
  const security = securityHeaders({ https });
  const logRequest = requestLog(log);
  const lookUp = keptLookup({ keptPages, published, pickHome: homePicker(siteOrigin, rng), now });
  const refuse = (req: Request, res: Response, status: number, headers?: Record<string, string>) =>
    sendStaticError(req, res, status, policyFor({ scripts: [], styles: [] }), headers);

  let table: RouteTable | undefined;
  const pipeline = requestPipeline({
    siteOrigin,
    routeTable: () => table!,
    servedAsFile: dev ? undefined : servedAsFile(clientDir),
    lookUp,
    keptPages,
    policyFor,
    securityHeaders: security,
    logRequest,
    metrics,
    state: {
      get draining() {
        return app.locals.state.draining;
      },
    },
    render: (req, res, identity, { theme, homePick, renderWhole, catalogue, declareCache }) =>
      timed(metrics, identity, () =>
        handleRequest(toWebRequest(req, res, identity.url), {
          catalogue,
          searchIndex: searchIndexOf(catalogue),
          config,
          nonce: res.locals.nonce as string,
          theme,
          renderWhole,
          messages,
          contactLimiter,
          countContact: (kind, outcome) => metrics.contact(kind, outcome),
          clientIp: req.ip ?? "unknown",
          rng,
          now,
          homePick,
          declareCache,
          logError: (error: unknown) => log.error({ err: error, reqId: req.id }, "render failed"),
        }),
      ),
  });

  const app = express() as CurioApp;
  Object.assign(app.locals, { state: { ready: false, draining: false }, messages, logger: log, keptPages, metrics });
  app.disable("x-powered-by");
  // Express shows stack traces on error pages unless env is production, whatever NODE_ENV says.
  app.set("env", dev ? "development" : "production");
  // Only for the client address the contact limit counts; never for URLs (those come from SITE_URL).
  app.set("trust proxy", config.trustProxy);

  // What every answer starts with, as the lane starts its own (pipeline.ts): a nonce for streamed pages, the
  // metrics, the request log, the security headers (the Content-Security-Policy is set per answer).
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    pipeline.begin(req, res, () => routeLabel(req, res));
    next();
  });
  // Kept answers and built scripts are sent in an encoding they hold (or make) themselves, under that encoding's
  // ETag: never compressed again here (a deflate body under the plain body's strong ETag, issue #31).
  app.use(compression({ filter: (req, res) => !(res as Response).locals.encodedHere && compression.filter(req, res) }));

  app.use(healthRoutes({ state: app.locals.state, messages, timeoutMs: config.database.connectTimeoutMs }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({
      root,
      server: { middlewareMode: true, ...(httpServer ? { hmr: { server: httpServer } } : {}) },
    });
    app.use(viteDevServer.middlewares);
    const devBuild = () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    const tables = new WeakMap<object, RouteTable>();
    build = devBuild;
    // The pipeline reads the route table synchronously: the latest build's, looked up before each request.
    app.use(async (_req: Request, _res: Response, next: NextFunction) => {
      const routes = (await devBuild()).routes;
      if (!tables.has(routes)) tables.set(routes, new RouteTable(routes));
      table = tables.get(routes)!;
      next();
    });
  } else {
    const production = await loadBuild();
    table = new RouteTable(production.routes);
    build = production;
    app.locals.fastLane = pipeline.lane;
  }
  const handleRequest = createRequestHandler(build, dev ? "development" : "production");

  // The pipeline: guards, files, identity, kept, render, keep, send (the rest of it, when the lane began it).
  app.use(pipeline.express({ refuse, files: dev ? undefined : staticFiles(clientDir) }));

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const given = (error as { status?: unknown }).status;
    const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) log.error({ err: error, reqId: req.id }, "request failed");
    if (res.headersSent) return next(error);
    refuse(req, res, status);
  });

  app.locals.state.ready = true;
  return app;
}

/** Renders, observing the time React Router takes under the route's id. */
async function timed<T>(metrics: Metrics, identity: RequestIdentity, render: () => Promise<T>): Promise<T> {
  const end = metrics.renderSeconds.startTimer({ route: identity.route.id });
  try {
    return await render();
  } finally {
    end();
  }
}
