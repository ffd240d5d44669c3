import request from "supertest";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "../support/built-server";

// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

const FACT = "/ko/fact/space/venus-day-longer-than-year";

describe("theme", () => {
  it("is rendered by the server from the cookie, and cached pages keep the variants apart", async () => {
    const dark = await request(app).get(FACT).set("Cookie", "theme=dark");
    expect(dark.text).toContain('<html lang="ko" data-theme="dark"');
    const plain = await request(app).get(FACT);
    expect(plain.text).toContain('<html lang="ko">');
    const light = await request(app).get(FACT).set("Cookie", "lang=en; theme=light");
    expect(light.text).toContain('data-theme="light"');
    expect(dark.headers.vary).toContain("Cookie");
    expect((await request(app).get(FACT).set("Cookie", "theme=dark")).text).toBe(dark.text);
  });

  it("ignores an unknown theme value", async () => {
    const res = await request(app).get("/en").set("Cookie", "theme=<script>");
    expect(res.text).toContain('<html lang="en">');
  });

  it("is saved without JavaScript by posting to /theme, which returns to the page", async () => {
    const res = await request(app)
      .post("/theme")
      .set("Host", "curio.test")
      .set("Origin", "http://curio.test")
      .type("form")
      .send({ theme: "dark", back: "/ko/blog?page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/ko/blog?page=2");
    expect(res.headers["set-cookie"]?.[0]).toMatch(/^theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const foreign = await request(app)
      .post("/theme")
      .set("Host", "curio.test")
      .set("Origin", "http://curio.test")
      .type("form")
      .send({ theme: "dark", back: "//evil.example" });
    expect(foreign.headers.location).toBe("/en");
  });
});
