import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ContactOutcome } from "../app/lib/contact/rate-limit";
import type { RequestIdentity } from "./request-identity";

const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Route label of a request: its React Router route id, or one of a few fixed names (healthz, readyz, static
 * for files, unmatched for what was refused before routing); never a raw path, so the label set stays bounded.
 */
function routeLabel(req: Request, res: Response): string {
  const identity = res.locals.identity as RequestIdentity | undefined;
  if (identity) return identity.route.id;
  const named = res.locals.metricsRoute as string | undefined;
  if (named) return named;
  return path.extname(req.originalUrl.split("?")[0] ?? "") ? "static" : "unmatched";
}

/**
 * Curio's Prometheus metrics, in a registry of their own (one per app: tests build many). The process
 * metrics (event-loop lag, heap, GC) are collected once a listener exposes them.
 */
export class Metrics {
  readonly registry = new Registry();
  private defaultsOn = false;
  readonly requests = new Counter({
    name: "curio_http_requests_total",
    help: "HTTP requests answered, by route id, method and status.",
    labelNames: ["route", "method", "status"],
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: "curio_http_request_duration_seconds",
    help: "Time from a request's arrival to its last byte, by route id and method.",
    labelNames: ["route", "method"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly renderSeconds = new Histogram({
    name: "curio_render_duration_seconds",
    help: "Time React Router takes to answer a request, by route id.",
    labelNames: ["route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly searchIndexSeconds = new Gauge({
    name: "curio_search_index_build_seconds",
    help: "Time the search index took to build at start.",
    // Every worker builds its own: a scrape of several shows their mean, not their sum.
    aggregator: "average",
    registers: [this.registry],
  });
  readonly contactStored = new Counter({
    name: "curio_contact_messages_stored_total",
    help: "Contact messages and fact reports stored, by kind.",
    labelNames: ["kind"],
    registers: [this.registry],
  });
  readonly contactRefused = new Counter({
    name: "curio_contact_messages_refused_total",
    help: "Contact messages and fact reports refused, by kind and reason (invalid, rejected, rate-limited, unavailable).",
    labelNames: ["kind", "reason"],
    registers: [this.registry],
  });

  /** Counts every answer and its duration, labelled by route id once the request identity is known. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      this.track(req, res, () => routeLabel(req, res));
      next();
    };
  }

  /** Counts one answer and its duration when it finishes, under the route `routeOf` names then. */
  track(req: IncomingMessage, res: ServerResponse, routeOf: () => string): void {
    const end = this.requestSeconds.startTimer();
    res.once("finish", () => {
      const route = routeOf();
      const method = METHODS.has(req.method ?? "") ? req.method! : "other";
      this.requests.inc({ route, method, status: String(res.statusCode) });
      end({ route, method });
    });
  }

  contact(kind: "message" | "report", outcome: ContactOutcome): void {
    if (outcome === "stored") this.contactStored.inc({ kind });
    else this.contactRefused.inc({ kind, reason: outcome });
  }

  /** The text Prometheus scrapes, process metrics included. */
  async exposition(): Promise<Scrape> {
    this.collectProcessMetrics();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** In a cluster worker: answer the primary's scrapes (clusterExposition) from this registry, process metrics included. */
  answerPrimaryScrapes(): void {
    this.collectProcessMetrics();
    AggregatorRegistry.setRegistries([this.registry]);
    // Constructing one adds the worker's listener for the primary's requests.
    new AggregatorRegistry();
  }

  private collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }
}

/** What one scrape answers. */
interface Scrape {
  contentType: string;
  body: string;
}

/**
 * In the cluster primary: every worker's metrics in one scrape, asked over IPC and merged by prom-client
 * (counters and histograms summed, event-loop lag averaged, process start time left out).
 */
export function clusterExposition(): () => Promise<Scrape> {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
}

/** A listener of its own that answers GET /metrics and nothing else (METRICS_PORT; never the public port). */
export function createMetricsServer(metrics: { exposition(): Promise<Scrape> }): Server {
  return createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found\n");
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) =>
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : body),
      () => res.writeHead(500, { "Cache-Control": "no-store" }).end(),
    );
  });
}
