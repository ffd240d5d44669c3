import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogMetadata } from "../../app/lib/blog/blog-metadata";
import type { CurioApp } from "../../server";
import { testApp } from "../support/server";

let app: CurioApp;
beforeAll(async () => {
  app = await testApp();
});

describe("every blog post is a real page", () => {
  it("resolves each post of /blog-metadata.json to a 200 fact page in its language", async () => {
    const metadata = (await request(app).get("/blog-metadata.json")).body as BlogMetadata;
    const posts = [...metadata.english.map((p) => ["en", p] as const), ...metadata.korean.map((p) => ["ko", p] as const)];
    expect(posts.length).toBeGreaterThanOrEqual(360);
    for (const [lang, post] of posts) {
      const res = await request(app).get(`/${lang}${post.path}`);
      expect(res.status, `/${lang}${post.path}`).toBe(200);
      expect(res.text, `/${lang}${post.path}`).toContain(`<html lang="${lang}"`);
    }
  });
});
