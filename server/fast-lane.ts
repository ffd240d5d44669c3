import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * The pipeline's lane (pipeline.ts): answers a request from the kept pages and says true, or hands it over
 * (with what it worked out) and says false, without touching the response.
 */
export type FastLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The server's request listener: the fast lane first when there is one, else (or when it hands over)
 * Express, which runs the rest of the same pipeline. Kept answers thus never meet Express's middleware
 * chain, which cost a kept page most of its time (ADR 019), and a miss walks the pipeline once (ADR 022).
 */
export function withFastLane(lane: FastLane | undefined, app: RequestListener): RequestListener {
  if (!lane) return app;
  return (req, res) => {
    if (!lane(req, res)) app(req, res);
  };
}
