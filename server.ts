import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { readConfig } from "./app/lib/config";
import { createApp, type CurioApp, type ServerOptions } from "./server/app";
import { withFastLane } from "./server/fast-lane";
import { answerClientError } from "./server/client-errors";
import { createMetricsServer } from "./server/metrics";

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
    compiledCatalogueDir: FROM_BUILD ? path.join(BUILD_DIR, "catalogue") : undefined,
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
 * answer to requests it cannot parse, serving `app` if given: kept answers from its fast lane, everything else
 * through Express.
 */
export function createHttpServerFor(app?: CurioApp, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  // Node enforces the two request timeouts on this interval, so it must be well under them.
  const server = createHttpServer({ connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 2) });
  if (app) server.on("request", withFastLane(app.locals.fastLane, app));
  server.on("clientError", answerClientError);
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}

/** Stops accepting, lets in-flight requests finish, closes idle keep-alive sockets, exits 0; hard deadline 8 s. */
function drainOnSignals(server: Server, app: CurioApp, metricsServer?: Server, deadlineMs = 8_000): void {
  const shutdown = (signal: string) => {
    if (app.locals.state.draining) return;
    app.locals.state.draining = true;
    app.locals.logger.info({ signal }, "draining");
    const done = () => {
      app.locals.logger.flush?.();
      process.exit(0);
    };
    let exiting = false;
    // The store closes last (the database pool waits for its queries); the deadline below bounds that too.
    const exit = () => {
      if (exiting) return;
      exiting = true;
      metricsServer?.close();
      app.locals.messages.close().then(done, done);
    };
    server.close(exit);
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    setTimeout(() => {
      server.closeAllConnections();
      exit();
      // A store that still has not closed (a database that stopped answering) does not hold the exit.
      setTimeout(done, 500).unref();
    }, deadlineMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function main(): Promise<void> {
  // A bad variable throws a ConfigError here, before anything listens: one line on stderr and exit 1 (below).
  const config = readConfig();
  const dev = process.argv.includes("--dev");
  const server = createHttpServerFor();
  const app = await createServer({ dev, config, httpServer: server });
  server.on("request", withFastLane(app.locals.fastLane, app));
  process.on("unhandledRejection", (reason) => app.locals.logger.error({ err: reason }, "unhandled rejection"));
  server.listen(config.port, config.host, () => {
    const url = `http://${config.host}:${(server.address() as AddressInfo).port}`;
    app.locals.logger.info({ url, dev }, "Curio listening");
    // One plain line for whoever started it by hand; the JSON line above is for the log pipeline.
    if (config.logLevel !== "silent") console.log(`Curio listening on ${url}`);
  });
  // Metrics on a listener of their own, off unless METRICS_PORT is set, never on the public port (config.ts refuses that).
  let metricsServer: Server | undefined;
  if (config.metricsPort > 0) {
    metricsServer = createMetricsServer(app.locals.metrics).listen(config.metricsPort, config.metricsHost, () => {
      app.locals.logger.info({ port: config.metricsPort }, "metrics listening");
    });
  }
  drainOnSignals(server, app, metricsServer);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
