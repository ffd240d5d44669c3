import path from "node:path";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin does not belong in tests.
// The integration and browser projects share one production server per project (test/setup/built-server.ts);
// each browser file launches a Chromium of its own (about 300 MB).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    setupFiles: ["test/setup/fail-on-console-error.ts"],
    // One process runs a project's files one after another and keeps the modules they import (the catalogue, the
    // dictionaries, Playwright) instead of a new process per file. On the 2-core machine (2026-11-27): unit
    // 69 → 33 s, integration 300 → 237 s. So a test file leaves nothing behind for the next: no vi.mock or
    // stubbed globals (eslint.config.js), and timers, clocks and servers restored or closed in its own hooks.
    isolate: false,
    // Vitest runs one file fewer than the CPUs at a time: on our 2-core machines one at a time. Two at a time
    // (2026-11-28, docs/performance.md) took 277–335 s instead of 386 s on an idle machine, but with the cores
    // also busy elsewhere (as on a slower CI machine) a service worker's install ran past its 45 s once: a suite
    // that can fail on a busy machine costs more than the minute and a half it saves, so files still run in turn.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "test/data/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          globalSetup: ["test/setup/built-server.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          globalSetup: ["test/setup/built-server.ts"],
          // What a test waits for in the page (a popover, a highlight) is polled for up to 5 s, not Vitest's
          // 1 s: the condition is the same, and a busy machine does not fail it (a popover once took longer).
          testTimeout: 120_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
