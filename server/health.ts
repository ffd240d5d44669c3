import { Router } from "express";
import type { MessageStore } from "../app/lib/contact/message-store.server";

interface HealthOptions {
  /** Whether the app is serving: set once start-up is done, and while draining. */
  state: { ready: boolean; draining: boolean };
  /** The store contact messages are written to: readiness needs it to take a write. */
  messages: MessageStore;
  /** How long the store may take to answer before it counts as unreachable. */
  timeoutMs: number;
}

/**
 * The probes: `/healthz` answers while the process runs; `/readyz` only while it should get traffic (not
 * starting, not draining, and the message store able to take a write; pages still serve without it).
 */
export function healthRoutes({ state, messages, timeoutMs }: HealthOptions): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.locals.metricsRoute = "healthz";
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.locals.metricsRoute = "readyz";
    const { ready, draining } = state;
    const database = await storeReachable(messages, timeoutMs);
    const ok = ready && !draining && database;
    res
      .set("Cache-Control", "no-store")
      .status(ok ? 200 : 503)
      .json({ ready: ok, draining, database: database ? "ok" : "unreachable" });
  });
  return router;
}

/** Whether the store answers within `timeoutMs` (a database that black-holes packets must not hang the probe). */
async function storeReachable(store: MessageStore, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      store.check().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
