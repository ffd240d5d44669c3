import path from "node:path";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin does not belong in tests.
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
      { extends: true, test: { name: "integration", include: ["test/integration/**/*.test.ts"], testTimeout: 120_000 } },
      {
        extends: true,
        test: { name: "browser", include: ["test/browser/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
});
