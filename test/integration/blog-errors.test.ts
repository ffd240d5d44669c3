import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { testApp, testConfig } from "../support/server";

async function source(status: number, body: string) {
  const server = createServer((_req, res) => res.writeHead(status, { "Content-Type": "application/json" }).end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/blog-metadata.json`, server };
}

describe("blog error view", () => {
  it.each([
    [500, "{}", "en", "Failed to load blog data: 500 Internal Server Error"],
    [200, "[1,2]", "en", "Invalid blog data format"],
    [200, '{"english":[]}', "ko", "블로그 데이터에 필요한 언어별 목록이 없습니다"],
  ])("answers %s %s with the spec's message (%s)", async (status, body, lang, message) => {
    const { url, server } = await source(status, body);
    const app = await testApp({ config: testConfig({ blogMetadataSource: url }) });
    const res = await request(app).get(`/${lang}/blog`);
    expect(res.status).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain(lang === "en" ? "Unable to load blog" : "블로그를 불러올 수 없습니다");
    expect(res.text).toContain(message);
    expect(res.text).toContain(lang === "en" ? "Try again" : "다시 시도");
    server.close();
  });
});
