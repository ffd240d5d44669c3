import { afterEach } from "vitest";

// Any console.error during a test (a React warning, a hydration mismatch, a logged crash) fails it.
// Files share one process (vitest.config.ts, isolate: false) and this runs before each of them: console.error
// is wrapped once per process, and each file checks, after each of its tests, what was logged during it.
const LOGGED = Symbol.for("curio.test.consoleErrors");
const shared = globalThis as { [LOGGED]?: unknown[][] };
if (!shared[LOGGED]) {
  const logged: unknown[][] = (shared[LOGGED] = []);
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    logged.push(args);
    original(...args);
  };
}
const errors = shared[LOGGED]!;

afterEach(() => {
  if (errors.length === 0) return;
  const logged = errors.splice(0).map((args) => args.map(String).join(" "));
  throw new Error(`console.error was called during the test:\n${logged.join("\n")}`);
});
