import { createHash } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "../../app/lib/theme";
import { sharedServerUrl } from "../support/built-server";

// The production server: build/server.js on a real port (test/support/built-server.ts).
const app = sharedServerUrl();

const FACT = "/ko/fact/space/venus-day-longer-than-year";

describe("theme", () => {
  it("is not the server's: the same page, bytes and headers whatever theme cookie the reader sends", async () => {
    const plain = await request(app).get(FACT);
    for (const cookie of ["theme=dark", "lang=en; theme=light", "theme=<script>"]) {
      const res = await request(app).get(FACT).set("Cookie", cookie);
      expect(res.text).toBe(plain.text);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers.vary).toBe("Accept-Encoding");
    }
    expect(plain.text).toContain('<html lang="ko">');
  });

  it("is applied by the head's first script, before the stylesheet, allowed by its hash", async () => {
    const res = await request(app).get(FACT);
    const head = res.text.slice(0, res.text.indexOf("</head>"));
    expect(head.indexOf(`<script>${THEME_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(head.indexOf(`<script>${THEME_SCRIPT}</script>`)).toBeLessThan(head.indexOf("<style"));
    const hash = `'sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}'`;
    expect(res.headers["content-security-policy"]).toContain(hash);
  });
});
