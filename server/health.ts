import { Router } from "express";
import type { MessageStore } from "../app/lib/contact/message-store.server";

/**
 * /healthz: the process answers. /readyz: ready to take traffic, i.e. not starting, not draining, and the
 * message store can take a write (pages still serve without it). Neither is ever stored by anyone.
 */
export function healthChecks(state: { ready: boolean; draining: boolean }, messages: MessageStore, timeoutMs: number): Router {
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
