import request from "supertest";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../support/built-server";

// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

/** What a browser draws from a colour-emoji font: characters shown as emoji by default (flags too), or asked to be. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;
/** What a reader sees: the HTML without its scripts and styles, and without the emoji kept in their boxes. */
const unboxed = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<span class="emoji" aria-hidden="true">[^<]*<\/span>/g, "");

// A colour-emoji font drawn after the first layout changed the flags' width and moved the header (a CLS of
// 0.0015 in the browser tests on a loaded machine). Every emoji sits in a box of fixed size (Emoji).
describe("emoji sit in boxes of their own size", () => {
  it.each([
    "/en",
    "/ko",
    "/en/fact/space/venus-day-longer-than-year",
    "/ko/fact/animals/octopus-three-hearts-blue-blood",
    "/en/blog",
    "/ko/blog?category=insects",
    "/en/search?query=moon",
    "/ko/search?query=zzqq",
    "/en/today",
    "/en/menu",
  ])("%s", async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<span class="emoji" aria-hidden="true">');
    expect(unboxed(res.text)).not.toMatch(EMOJI);
  });
});
