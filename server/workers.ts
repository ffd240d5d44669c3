import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** How a worker that dies is replaced: at once after a long life, later and later while it keeps dying young. */
const RESTART = {
  /** A worker that lived this long died of something rare: replaced at once, and the backoff starts over. */
  healthyAfterMs: 30_000,
  firstDelayMs: 250,
  maxDelayMs: 30_000,
};

/** The delay before replacing a worker that died after `livedMs`, the `streak`-th young death in a row (from 1). */
function restartDelayMs(streak: number): number {
  return streak <= 0 ? 0 : Math.min(RESTART.maxDelayMs, RESTART.firstDelayMs * 2 ** (streak - 1));
}

interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** Workers drain on their own deadline; past this one the primary kills what is left and exits 1. */
  deadlineMs: number;
  /** Called once, when every first worker listens: the port they share. */
  onListening: (port: number) => void;
}

/**
 * The cluster primary (WEB_CONCURRENCY > 1): it serves nothing and loads no app. It forks the workers, which
 * share the port (the primary accepts and hands connections round), replaces a worker that dies (with a
 * backoff, so a crash loop does not spin), and on SIGTERM or SIGINT passes SIGTERM to every worker, which
 * drains as a single process does, then exits 0 once all have exited cleanly. A worker that fails before the
 * site ever listened is a start-up error (a bad catalogue): the primary stops and exits 1, as one process would.
 */
export function runPrimary({ workers, logger, deadlineMs, onListening }: PrimaryOptions): void {
  let listening = false;
  let draining = false;
  let failed = false;
  let streak = 0;
  const bornAt = new Map<Worker, number>();
  const listened = new Set<Worker>();
  const pending = new Set<NodeJS.Timeout>();

  const fork = () => bornAt.set(cluster.fork(), Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  cluster.on("listening", (worker, address) => {
    if (listening) return;
    // Workers listen one by one; the site is up once all of the first ones are.
    listened.add(worker);
    if (listened.size < workers) return;
    listening = true;
    listened.clear();
    onListening(address.port);
  });

  cluster.on("exit", (worker, code, signal) => {
    const livedMs = Date.now() - (bornAt.get(worker) ?? Date.now());
    bornAt.delete(worker);
    listened.delete(worker);
    const pid = worker.process.pid;
    // (logged as `worker`: pino's own `pid` is the primary's)
    if (draining) {
      // A worker still starting has no handler for the SIGTERM passed on: it dies of it, with nothing to drain.
      if (code !== 0 && signal !== "SIGTERM") failed = true;
      if (alive().length === 0) finish(failed ? 1 : 0);
      return;
    }
    if (!listening) {
      logger.fatal({ worker: pid, code, signal }, "worker failed to start; stopping");
      draining = true;
      failed = true;
      for (const other of alive()) other.process.kill("SIGTERM");
      if (alive().length === 0) finish(1);
      return;
    }
    streak = livedMs >= RESTART.healthyAfterMs ? 0 : streak + 1;
    const delayMs = restartDelayMs(streak);
    logger.error({ worker: pid, code, signal, livedMs, restartInMs: delayMs }, "worker died; replacing it");
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!draining) fork();
    }, delayMs);
    pending.add(timer);
  });

  const finish = (code: number) => {
    logger.info({ code }, "all workers stopped");
    logger.flush?.();
    process.exit(code);
  };

  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    logger.info({ signal, workers: alive().length }, "draining");
    for (const timer of pending) clearTimeout(timer);
    const remaining = alive();
    if (remaining.length === 0) finish(0);
    for (const worker of remaining) worker.process.kill("SIGTERM");
    setTimeout(() => {
      const stuck = alive();
      logger.error({ workers: stuck.map((worker) => worker.process.pid) }, "workers still running past the deadline; killing them");
      for (const worker of stuck) worker.process.kill("SIGKILL");
      finish(1);
    }, deadlineMs).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  for (let i = 0; i < workers; i++) fork();
}
