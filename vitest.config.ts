import { availableParallelism } from "node:os";
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
    // Two files at a time at least: Vitest's default (one fewer than the CPUs) ran one file at a time on our
    // 2-core machines, while a browser file keeps 1.6 cores busy and an integration file 1.2. On the 2-core
    // machine (2026-11-28): 386 s one at a time, 277–335 s two at a time (1,321 tests).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          // Two files at a time can share the two cores with another browser file or an integration file: what
          // a test waits for in the page (a popover, a highlight) is polled for up to 5 s, not Vitest's 1 s.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
