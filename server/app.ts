import type { Server, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import onHeaders from "on-headers";
import { pino, type Logger } from "pino";
import type { ServerBuild } from "react-router";
import "../app/load-context";
import { isAdClientId } from "../app/lib/ads/ads-config";
import type { Catalogue } from "../app/lib/catalogue/catalogue";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../app/lib/catalogue/published";
import { readConfig, type SiteConfig } from "../app/lib/config";
import type { MessageStore } from "../app/lib/contact/message-store.server";
import { openContactStores } from "../app/lib/contact/stores.server";
import { whenSearchIndexed } from "../app/lib/search/search-index";
import { contentSecurityPolicy, NO_INLINE, type InlineSources } from "./content-security-policy";
import { etagPerCoding, headCodedAsGet } from "./representations";
import { healthRoutes } from "./health";
import { Metrics } from "./metrics";
import { reactRouterPages } from "./react-router-pages";
import { requestGuards, routeGuards, type Refuse } from "./request-guards";
import { identifyRequests } from "./request-identity";
import { requestLog } from "./request-log";
import { RouteTable } from "./route-table";
import { securityHeaders, setSecurityHeaders } from "./security-headers";
import { sendStaticError } from "./static-error-page";
import { staticFiles } from "./static-files";

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

interface AppPaths {
  /** The project root: CATALOGUE_DIR, DATA_DIR and Vite's root are resolved from it. */
  root: string;
  /** The production client build (assets, share images, static files). */
  clientDir: string;
  /** Where the build records the catalogues it validated (ADR 030); only the bundled production server has one. */
  validatedCatalogueDir?: string;
  /** The production server build (server.ts imports it by a literal path, see there). */
  loadBuild: () => Promise<ServerBuild>;
}

export interface CurioApp extends Express {
  locals: Express["locals"] & {
    state: { ready: boolean; draining: boolean };
    messages: MessageStore;
    logger: Logger;
    metrics: Metrics;
  };
}

/**
 * Builds the Express app without listening: one middleware chain, read top to bottom. What every answer starts
 * with (metrics, the request log, the security headers); the guards; health; compression; the static files; the
 * canonical address (a 301 for any other spelling); React Router, which renders every request that reaches it.
 * No cache of pages here: they are the same for every reader, and the shared cache in front keeps them
 * (deploy/varnish/, ADR 028). Loads and validates the catalogue first: a bad one throws.
 */
export async function createApp(
  { dev = false, config = readConfig(), catalogue, rng = Math.random, now = () => new Date(), logger, httpServer }: ServerOptions,
  { root, clientDir, validatedCatalogueDir, loadBuild }: AppPaths,
): Promise<CurioApp> {
  // One JSON line per request, written to stdout off the request's path (asynchronously: a synchronous write per
  // line cost a small page about a tenth of its time); the drain flushes what is left before the process exits.
  const log =
    logger ??
    (dev
      ? pino({ level: config.logLevel, transport: { target: "pino-pretty" } })
      : pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false })));
  const facts =
    catalogue ??
    loadCatalogue(path.resolve(root, config.catalogueDir), {
      // The build's record of what it validated: the production build reads those sources without the schema (ADR 030).
      validatedDir: dev ? undefined : validatedCatalogueDir,
      note: (level, message) => log[level]({ catalogueDir: config.catalogueDir }, message),
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
  const stores = openContactStores(config, root, (error) => log.warn({ err: error }, "database connection lost"));
  const { messages, limiter: contactLimiter } = stores;
  // Migrations run at start (a replica that finds the database away starts anyway, not ready, and tries again).
  if (stores.kind === "postgres")
    await messages.check().catch((error: unknown) => log.error({ err: error }, "database not ready at start"));
  const metrics = new Metrics();
  searchIndex.then(
    () => metrics.searchIndexSeconds.set((performance.now() - indexStart) / 1000),
    () => {},
  );
  const siteOrigin = new URL(config.siteUrl).origin;
  const https = config.trustProxy !== false;
  const ads = isAdClientId(config.adClientId);
  const policyFor = (sources: InlineSources) => contentSecurityPolicy({ sources, ads, dev, https });
  const security = securityHeaders({ https });
  const refuse: Refuse = (req, res, status, headers) => sendStaticError(req, res, status, policyFor(NO_INLINE), headers);

  const app = express() as CurioApp;
  const state = { ready: false, draining: false };
  Object.assign(app.locals, { state, messages, logger: log, metrics });
  app.disable("x-powered-by");
  // Pages get a strong ETag of their bytes where they may be shared (react-router-pages.ts); nothing else needs one.
  app.set("etag", false);
  // Express shows stack traces on error pages unless env is production, whatever NODE_ENV says.
  app.set("env", dev ? "development" : "production");
  // Only for the client address the contact limit counts; never for URLs (those come from SITE_URL).
  app.set("trust proxy", config.trustProxy);

  // 1. What every answer starts with: counted, logged, helmet's headers, and Connection: close once draining.
  app.use(metrics.middleware());
  app.use(requestLog(log));
  app.use((_req: Request, res: Response, next: NextFunction) => {
    setSecurityHeaders(res, security);
    closeOnceDraining(res, state);
    next();
  });
  // 2. A Host or target that cannot be a page's: 400.
  app.use(requestGuards(refuse));
  // 3. The probes.
  app.use(healthRoutes({ state, messages, timeoutMs: config.database.connectTimeoutMs }));
  // 4. One compression step for every answer not already coded (the built assets have copies made at build); a
  //    strong ETag names its coding, and HEAD is coded as GET would be (representations.ts: hooks around
  //    compression's own, so one is mounted before it and one after).
  app.use(etagPerCoding());
  app.use(compression({ filter: (req, res) => !(res as Response).locals.encodedHere && compression.filter(req, res) }));
  app.use(headCodedAsGet());

  // 5. Files: the production build's (immutable hashed assets), or Vite's in development.
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let table: RouteTable;
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
    // The canonical-address step reads the route table synchronously: the latest build's, looked up first.
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
    app.use(staticFiles(clientDir));
  }

  // 6. The one address of each page: identified (a 400 if it cannot be), then another spelling is a 301 there;
  //    OPTIONS, methods and posted bodies are checked against the route.
  app.use(identifyRequests(siteOrigin, () => table, refuse));
  app.use(routeGuards(siteOrigin, refuse));

  // 7. React Router renders it, every time: loaders read the catalogue per request.
  app.use(
    reactRouterPages({
      build,
      mode: dev ? "development" : "production",
      policyFor,
      timeRender: (route) => metrics.renderSeconds.startTimer({ route }),
      loadContext: (req, declareCache) => {
        const view = published();
        return {
          catalogue: view,
          searchIndex: searchIndexOf(view),
          config,
          messages,
          contactLimiter,
          countContact: (kind, outcome) => metrics.contact(kind, outcome),
          clientIp: req.ip ?? "unknown",
          socketIp: req.socket.remoteAddress,
          rng,
          now,
          declareCache,
          logError: (error: unknown) => log.error({ err: error, reqId: req.id }, "render failed"),
        };
      },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const given = (error as { status?: unknown }).status;
    const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) log.error({ err: error, reqId: req.id }, "request failed");
    if (res.headersSent) return next(error);
    refuse(req, res, status);
  });

  state.ready = true;
  return app;
}

/**
 * Once the server drains, every answer says `Connection: close`, including one begun before the drain and
 * finished after it: the client sends its next request on a new connection (to another process) instead of
 * on this one, which is about to close under it. Checked as the head is written.
 */
function closeOnceDraining(res: ServerResponse, state: { draining: boolean }): void {
  onHeaders(res, function () {
    if (state.draining) this.setHeader("Connection", "close");
  });
}
