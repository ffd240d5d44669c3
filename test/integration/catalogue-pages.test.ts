import request from "supertest";
import { describe, expect, it } from "vitest";
import type { BlogMetadata } from "../../app/lib/blog/blog-metadata";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { sharedServerUrl } from "../support/built-server";
import { sweep } from "../support/sweep";

// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

// Every post is listed (counted below); the pages themselves are a sample drawn with the run's seed (printed), all of
// them under CURIO_FULL=1. Every fact page is one template over the catalogue's data, which test/data checks whole.
describe("every blog post is a real page", () => {
  it("resolves posts of /blog-metadata.json (a seeded sample) to a 200 fact page in their language", async () => {
    const metadata = (await request(app).get("/blog-metadata.json")).body as BlogMetadata;
    const posts = [...metadata.english.map((p) => ["en", p] as const), ...metadata.korean.map((p) => ["ko", p] as const)];
    // One post per published translation, however many the catalogue holds today.
    const published = publishedAt(loadCatalogue("data"), new Date()).facts;
    expect(posts.length).toBe(published.reduce((n, f) => n + Object.keys(f.translations).length, 0));
    for (const [lang, post] of sweep("blog posts", posts, 60)) {
      const res = await request(app).get(`/${lang}${post.path}`);
      expect(res.status, `/${lang}${post.path}`).toBe(200);
      expect(res.text, `/${lang}${post.path}`).toContain(`<html lang="${lang}"`);
    }
  });
});
