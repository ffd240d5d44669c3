import supertest from "supertest";
import { inject } from "vitest";

export { ensureBuild, SHARED_SERVER_ENV, startBuiltServer, type BuiltServer } from "./production-server";

/**
 * The production server as it runs in production: `build/server.js` (the built bundle and the
 * catalogue validated at build) in a process of its own, on a real loopback port. Tests over HTTP use this rather than
 * Supertest on the Express app whenever they do not need the app object (its caches, clock or metrics).
 *
 * Two ways to get one:
 * - `sharedServerUrl()`: the one server the `integration` and `browser` projects start once per run
 *   (test/setup/built-server.ts) with `SHARED_SERVER_ENV`. Use it for tests that only read: its caches are
 *   shared by every file, so do not assert on what a cache holds or on counters there.
 * - `startBuiltServer(env)`: a server of the file's own, with extra environment (RENDER_CACHE_MB=4, …). About
 *   half a second to start; close it in `afterAll`.
 *
 * Then `request(url).get("/en")…` (Supertest given a URL sends real HTTP to it).
 */

/** The base URL of the run's shared production server (see above). Only in the integration and browser projects. */
export function sharedServerUrl(): string {
  const url = inject("builtServerUrl");
  if (!url) throw new Error("No shared server: the project needs globalSetup test/setup/built-server.ts (vitest.config.ts)");
  return url;
}

/** Supertest over real HTTP: `request(server.url).get("/en").expect(200)`. */
export const request = (url: string) => supertest(url);

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by test/setup/built-server.ts. */
    builtServerUrl: string;
  }
}
