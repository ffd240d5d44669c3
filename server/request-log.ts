import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Socket bytes written before each answer began (keep-alive sockets carry many answers). */
const bytesAtStart = new WeakMap<ServerResponse, number>();

/** Starts one request's log: sets its X-Request-Id now, writes its line when it is answered. */
type RequestLog = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * One JSON line per request: id, method, path (never the query: it may hold what a reader typed), status,
 * time, bytes. No IP addresses. Client mistakes are info; only 5xx and thrown errors are errors. The same
 * function logs for Express (as a middleware) and for the fast lane, so the lines cannot differ.
 */
export function requestLog(logger: Logger): RequestLog {
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split("?")[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customSuccessObject: (req, res, value: Record<string, unknown>) => ({
      ...value,
      bytes: req.socket.bytesWritten - (bytesAtStart.get(res) ?? 0),
    }),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
  return (req, res, next) => {
    bytesAtStart.set(res, req.socket.bytesWritten);
    middleware(req, res, next);
  };
}
