import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig, type SiteConfig } from "../../app/lib/config";
import { createHttpServerFor, createServer, HTTP_TIMEOUTS, type HttpTimeouts, type ServerOptions } from "../../server";

/** Configuration for a test server: real defaults, a private DATA_DIR, and any overrides. */
export function testConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    ...readConfig({ SITE_URL: "https://curio.test", LOG_LEVEL: "silent" }),
    dataDir: mkdtempSync(path.join(tmpdir(), "curio-test-")),
    ...overrides,
  };
}

/** The Express app over the production build, for Supertest when a test needs the app object (its caches, clock, rng, logger); otherwise use the built server (built-server.ts). */
export function testApp(options: Partial<ServerOptions> & { config?: SiteConfig } = {}) {
  return createServer({ ...options, config: options.config ?? testConfig() });
}

/** The app listening on a random loopback port, for a test that needs a raw socket and the app object (else: built-server.ts). */
export async function startTestServer(options: Partial<ServerOptions> = {}, timeouts: HttpTimeouts = HTTP_TIMEOUTS) {
  const app = await testApp(options);
  const server = await new Promise<Server>((resolve) => {
    const s = createHttpServerFor(app, timeouts).listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
