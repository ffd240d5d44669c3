import path from "node:path";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin does not belong in tests.
// The integration and browser projects share one production server per project (test/setup/built-server.ts);
// browser files run in parallel like the others, each with a Chromium of its own (about 300 MB each).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    setupFiles: ["test/setup/fail-on-console-error.ts"],
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
          // Two files at a time share two cores with their Chromiums and the server: room for a slow page.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
