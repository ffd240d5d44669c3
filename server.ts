import cluster from "node:cluster";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { pino } from "pino";
import { listeningLine, readConfig, type SiteConfig } from "./app/lib/config";
import { createApp, type CurioApp, type ServerOptions } from "./server/app";
import { answerClientError } from "./server/client-errors";
import { clusterExposition, createMetricsServer } from "./server/metrics";
import { runPrimary } from "./server/workers";

export type { CurioApp, ServerOptions } from "./server/app";

// server.ts runs from the project root in development and tests, and bundled as build/server.js in production.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const FROM_BUILD = path.basename(HERE) === "build";
const ROOT = FROM_BUILD ? path.dirname(HERE) : HERE;
const BUILD_DIR = path.join(ROOT, "build");

/** The Express app (server/app.ts) over this checkout's production build, without listening. */
export function createServer(options: ServerOptions = {}): Promise<CurioApp> {
  return createApp(options, {
    root: ROOT,
    clientDir: path.join(BUILD_DIR, "client"),
    validatedCatalogueDir: FROM_BUILD ? path.join(BUILD_DIR, "catalogue") : undefined,
    // A literal path: `npm run build` resolves it to React Router's server build itself, built in one module
    // graph with this file (vite.config.ts), so build/server.js holds every module once.
    // @ts-expect-error -- the server build is generated JavaScript without type declarations.
    loadBuild: async () => (await import("./build/server/index.js")) as ServerBuild,
  });
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

/**
 * An HTTP server with deliberate timeouts (a client that dribbles its headers is cut off) and a clear, unstored
 * answer to requests it cannot parse, serving `app` if given.
 */
export function createHttpServerFor(app?: CurioApp, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  // Node enforces the two request timeouts on this interval, so it must be well under them.
  const server = createHttpServer({ connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 2) });
  if (app) server.on("request", app);
  server.on("clientError", answerClientError);
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}

/** How long a drain may take before the remaining connections are cut (SIGTERM to exit). */
export const DRAIN_DEADLINE_MS = 8_000;
/** How long a kept-alive socket may stay quiet once draining starts before it is closed as idle. */
const IDLE_GRACE_MS = 1_000;

/**
 * Stops accepting, lets in-flight requests finish, closes idle keep-alive sockets, exits 0; hard deadline
 * DRAIN_DEADLINE_MS. A cluster worker drains the same way when the primary passes it SIGTERM, or when the
 * primary is gone (its IPC channel closes).
 */
function drainOnSignals(server: Server, app: CurioApp, metricsServer?: Server, deadlineMs = DRAIN_DEADLINE_MS): void {
  const shutdown = (signal: string) => {
    if (app.locals.state.draining) return;
    app.locals.state.draining = true;
    app.locals.logger.info({ signal }, "draining");
    const done = () => {
      // The log is written asynchronously: what is still queued goes out before the process ends (a second at most).
      setTimeout(() => process.exit(0), 1_000).unref();
      app.locals.logger.flush(() => process.exit(0));
    };
    let exiting = false;
    // The store closes last (the database pool waits for its queries); the deadline below bounds that too.
    const exit = () => {
      if (exiting) return;
      exiting = true;
      metricsServer?.close();
      app.locals.messages.close().then(done, done);
    };
    // Stop accepting now, but leave kept-alive sockets open for a moment (http.Server#close would close the
    // idle ones at once): a busy client's next request may already be on its way, and would meet a reset.
    // Within IDLE_GRACE_MS a busy client asks again and is answered with Connection: close; only sockets that
    // stayed quiet that long are then closed as idle.
    const stopAccepting = () => net.Server.prototype.close.call(server, exit);
    // A cluster worker asks the primary for the port: a signal can come before the answer, and closing then
    // would leave it listening once the answer arrives.
    if (server.listening) stopAccepting();
    else server.once("listening", stopAccepting);
    setTimeout(() => {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 250).unref();
    }, IDLE_GRACE_MS).unref();
    setTimeout(() => {
      server.closeAllConnections();
      exit();
      // A store that still has not closed (a database that stopped answering) does not hold the exit.
      setTimeout(done, 500).unref();
    }, deadlineMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  if (cluster.isWorker) process.on("disconnect", () => shutdown("primary gone"));
}

/** The one plain line for whoever started it by hand; the JSON line beside it is for the log pipeline. */
function announce(config: SiteConfig, port: number, workers: number): void {
  if (config.logLevel !== "silent") console.log(listeningLine(config.host, port, workers));
}

/**
 * WEB_CONCURRENCY > 1: the cluster primary, which forks the workers and serves metrics merged from all of
 * them; it loads no app. The workers run `serve` below, as a single process does.
 */
function primary(config: SiteConfig, workers: number): void {
  const logger = pino({ level: config.logLevel });
  runPrimary({
    workers,
    logger,
    // The workers' own deadline, their store's half second, and a margin to exit.
    deadlineMs: DRAIN_DEADLINE_MS + 1_500,
    onListening: (port) => {
      const url = `http://${config.host}:${port}`;
      logger.info({ url, workers }, "Curio listening");
      announce(config, port, workers);
    },
  });
  if (config.metricsPort > 0) {
    createMetricsServer({ exposition: clusterExposition() }).listen(config.metricsPort, config.metricsHost, () => {
      logger.info({ port: config.metricsPort }, "metrics listening");
    });
  }
}

/** One process serving the port: the whole server (WEB_CONCURRENCY=1), or one cluster worker. */
async function serve(config: SiteConfig, dev: boolean): Promise<void> {
  const server = createHttpServerFor();
  const app = await createServer({ dev, config, httpServer: server });
  // Once draining, every answer says Connection: close and its socket closes after it, so that no kept-alive
  // client sends its next request down a socket about to be closed (a reset); it reconnects elsewhere.
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (app.locals.state.draining) res.shouldKeepAlive = false;
  });
  server.on("request", app);
  process.on("unhandledRejection", (reason) => app.locals.logger.error({ err: reason }, "unhandled rejection"));
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const url = `http://${config.host}:${port}`;
    if (cluster.isWorker) return void app.locals.logger.info({ url }, "worker listening");
    app.locals.logger.info({ url, dev }, "Curio listening");
    announce(config, port, 1);
  });
  // Metrics on a listener of their own, off unless METRICS_PORT is set, never on the public port (config.ts
  // refuses that). In a cluster the primary serves them, merged from every worker's.
  let metricsServer: Server | undefined;
  if (cluster.isWorker) app.locals.metrics.answerPrimaryScrapes();
  else if (config.metricsPort > 0) {
    metricsServer = createMetricsServer(app.locals.metrics).listen(config.metricsPort, config.metricsHost, () => {
      app.locals.logger.info({ port: config.metricsPort }, "metrics listening");
    });
  }
  drainOnSignals(server, app, metricsServer);
}

async function main(): Promise<void> {
  // A bad variable throws a ConfigError here, before anything listens: one line on stderr and exit 1 (below).
  const config = readConfig();
  const dev = process.argv.includes("--dev");
  // Unset, one worker per CPU on this host.
  const workers = config.webConcurrency || availableParallelism();
  if (cluster.isPrimary && workers > 1 && !dev) primary(config, workers);
  else await serve(config, dev);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
