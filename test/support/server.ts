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

/** The real production app (built bundle) as Supertest drives it. */
export function testApp(options: Partial<ServerOptions> & { config?: SiteConfig } = {}) {
  return createServer({ ...options, config: options.config ?? testConfig() });
}

/** The real app listening on a random loopback port, for browser tests. */
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
