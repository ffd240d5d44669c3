import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig, type SiteConfig } from "../../app/lib/config";
import { createHttpServerFor, createServer, HTTP_TIMEOUTS, type HttpTimeouts, type ServerOptions } from "../../server";

/** One folder for every test server's DATA_DIR in this process, removed when the process exits. */
let dataRoot: string | undefined;
function freshDataDir(): string {
  if (!dataRoot) {
    const root = mkdtempSync(path.join(tmpdir(), "curio-test-"));
    process.once("exit", () => rmSync(root, { recursive: true, force: true }));
    dataRoot = root;
  }
  return mkdtempSync(path.join(dataRoot, "data-"));
}

/** Configuration for a test server: real defaults, a private DATA_DIR (unless given), and any overrides. */
export function testConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    ...readConfig({ SITE_URL: "https://curio.test", LOG_LEVEL: "silent" }),
    dataDir: overrides.dataDir ?? freshDataDir(),
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
