import { spawn } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig } from "../../app/lib/config";
import { createMetricsServer } from "../../server/metrics";
import { freePort } from "../support/ports";
import { testApp, testConfig } from "../support/server";

const FACT = "/en/fact/space/venus-day-longer-than-year";
const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (text: string, line: string) => {
  const found = text.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe("Prometheus metrics", () => {
  it("are off by default, and never answered on the public port", async () => {
    expect(readConfig({}).metricsPort).toBe(0);
    expect(readConfig({ METRICS_PORT: "9464" }).metricsPort).toBe(9464);
    const app = await testApp();
    const res = await request(app).get("/metrics");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("curio_http_requests_total");
  });

  it("count requests by route id (never a raw path), renders and contact outcomes, in the text format", async () => {
    const app = await testApp({ config: testConfig({ contactRateLimit: { limit: 1, windowMs: 60_000 } }) });
    await request(app).get(FACT);
    await request(app).get(FACT);
    await request(app).get("/en/fact/space/no-such-fact");
    await request(app).get("/healthz");
    await request(app).get("/favicon.svg");
    const contact = (form: Record<string, string>) =>
      request(app).post("/en/contact-us").type("form").set("Host", "curio.test").set("Origin", "http://curio.test").send(form);
    await contact({ email: "reader@example.com", name: "A", message: "A message long enough." });
    await contact({ email: "reader@example.com", name: "A", message: "A message long enough." });
    await contact({ email: "nope", name: "A", message: "A message long enough." });

    const base = await listen(createMetricsServer(app.locals.metrics));
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("# TYPE curio_http_requests_total counter");
    expect(sample(text, 'curio_http_requests_total{route="routes/fact",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'curio_http_requests_total{route="routes/fact",method="GET",status="404"}')).toBe(1);
    expect(sample(text, 'curio_http_requests_total{route="healthz",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'curio_http_requests_total{route="static",method="GET",status="200"}')).toBe(1);
    expect(text).not.toContain("venus-day");
    expect(text).not.toContain("no-such-fact");
    expect(sample(text, 'curio_http_request_duration_seconds_count{route="routes/fact",method="GET"}')).toBe(3);
    // Every request that reaches the origin is rendered: the cache is in front of it.
    expect(sample(text, 'curio_render_duration_seconds_count{route="routes/fact"}')).toBe(3);
    expect(text).not.toContain("curio_render_cache");
    expect(sample(text, "curio_search_index_build_seconds")).toBeGreaterThan(0);
    expect(sample(text, 'curio_contact_messages_stored_total{kind="message"}')).toBe(1);
    expect(sample(text, 'curio_contact_messages_refused_total{kind="message",reason="rate-limited"}')).toBe(1);
    expect(sample(text, 'curio_contact_messages_refused_total{kind="message",reason="invalid"}')).toBe(1);
    // The process: event-loop lag, heap, garbage collection.
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "nodejs_gc_duration_seconds",
      "process_resident_memory_bytes",
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("are served by the real server on METRICS_PORT alone, beside the public port", async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
      },
      stdio: "ignore",
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/readyz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 15_000 },
        )
        .toBe(200);
      await fetch(`http://127.0.0.1:${port}${FACT}`);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(text, 'curio_http_requests_total{route="routes/fact",method="GET",status="200"}')).toBe(1);
    } finally {
      child.kill("SIGTERM");
    }
  }, 30_000);
});
