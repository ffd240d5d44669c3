import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import "./app/load-context";
import type { Catalogue } from "./app/lib/catalogue/catalogue";
import { loadCatalogue } from "./app/lib/catalogue/load-catalogue";
import { readConfig, type SiteConfig } from "./app/lib/config";
import { messageStoreAt, type MessageStore } from "./app/lib/contact/message-store.server";
import { RateLimiter } from "./app/lib/contact/rate-limit";
import { isSameOriginPost } from "./app/lib/contact/validate-contact";
import { isMalformedPath, staticErrorPage } from "./app/lib/http/static-error-page";

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const BUILD_DIR = path.join(ROOT, "build");

export interface ServerOptions {
  /** Vite in middleware mode with hot reload instead of the production build. */
  dev?: boolean;
  config?: SiteConfig;
  /** A catalogue to serve instead of the one in config.catalogueDir (tests, benchmarks). */
  catalogue?: Catalogue;
  /** Random source for the home page's pick (tests pin it). */
  rng?: () => number;
}

export interface CurioApp extends Express {
  locals: Express["locals"] & { state: { ready: boolean; draining: boolean }; messages: MessageStore };
}

/** Builds the Express app without listening. Loads and validates the catalogue first: a bad one throws. */
export async function createServer({ dev = false, config = readConfig(), catalogue, rng }: ServerOptions = {}): Promise<CurioApp> {
  const facts = catalogue ?? loadCatalogue(path.resolve(ROOT, config.catalogueDir));
  const messages: MessageStore = messageStoreAt(path.resolve(ROOT, config.dataDir));
  const contactLimiter = new RateLimiter(config.contactRateLimit.limit, config.contactRateLimit.windowMs);
  const app = express() as CurioApp;
  app.locals.state = { ready: false, draining: false };
  app.locals.messages = messages;
  app.disable("x-powered-by");
  // Express shows stack traces on error pages unless env is production, whatever NODE_ENV says.
  app.set("env", dev ? "development" : "production");
  app.set("trust proxy", config.trustProxy);
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

  // Form posts must come from our own pages: a foreign or "null" Origin (or a cross-site fetch) is refused.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const headers = new Headers(req.headers as Record<string, string>);
    const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
    if (isSameOriginPost(headers, url, config.siteUrl)) return next();
    res.status(403).set("Cache-Control", "no-store").type("html").send(staticErrorPage(req.originalUrl, 403));
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ root: ROOT, server: { middlewareMode: true } });
    app.use(viteDevServer.middlewares);
    build = () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    app.use(
      "/assets",
      express.static(path.join(BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", fallthrough: false, index: false }),
    );
    // Share images keep their names when redrawn, so a month rather than immutable.
    app.use("/og", express.static(path.join(BUILD_DIR, "client/og"), { maxAge: "30d", fallthrough: false, index: false }));
    app.use(express.static(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false, redirect: false }));
    build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  }

  app.use(
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (req) => ({
        catalogue: facts,
        config,
        messages,
        contactLimiter,
        clientIp: req.ip ?? "unknown",
        rng,
        nonce: randomBytes(16).toString("base64"),
        logError: (error: unknown) => console.error(error),
      }),
    }),
  );
  app.use(finalErrorHandler);
  app.locals.state.ready = true;
  return app;
}

/** Last stop for errors outside React Router (static files, a crash before rendering): a page, never a stack. */
function finalErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: number }).status ?? 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return next(error);
  res.status(status).set("Cache-Control", "no-store").type("html").send(staticErrorPage(req.originalUrl, status));
}

/** Stops accepting, lets in-flight requests finish, then exits 0; closes whatever is left at the deadline. */
function drainOnSignals(server: Server, app: CurioApp, deadlineMs = 8_000): void {
  const shutdown = (signal: string) => {
    if (app.locals.state.draining) return;
    app.locals.state.draining = true;
    console.log(JSON.stringify({ level: "info", msg: `${signal} received, draining` }));
    server.close(() => {
      app.locals.messages.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, deadlineMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function main(): Promise<void> {
  const config = readConfig();
  const dev = process.argv.includes("--dev");
  const app = await createServer({ dev, config });
  const server = app.listen(config.port, config.host, () => {
    console.log(JSON.stringify({ level: "info", msg: `Curio listening on http://${config.host}:${config.port}`, dev }));
  });
  drainOnSignals(server, app);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
