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
          // Vitest runs one file fewer than the CPUs at a time: on a 2-core machine one file at a time. Two at a
          // time was tried (2026-11-27): with their Chromiums and the server they overloaded the two cores (load
          // average 12), the whole suite took longer, and the axe sweep of reader.test.ts ran past its 2 minutes.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
