import { describe, expect, it } from "vitest";
import { fillNonce, splitAtNonce, toNonceTemplate } from "./template";

const page = (nonce: string) =>
  `<!DOCTYPE html><link rel="modulepreload" href="/a.js" nonce="${nonce}"/><p>검색 ${"x".repeat(50)}</p><script nonce="${nonce}">go()</script>`;

describe("nonce templates", () => {
  it("give back the rendered page exactly when filled with the nonce it was rendered with", async () => {
    const template = await toNonceTemplate(
      new Response(page("n0nce+/="), { status: 200, headers: { "Content-Type": "text/html" } }),
      "n0nce+/=",
    );
    expect(template.parts).toHaveLength(3);
    expect(fillNonce(template, "n0nce+/=").toString("utf8")).toBe(page("n0nce+/="));
    // Stored as Express sends a streamed answer: with its charset.
    expect(template.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
  });

  it("put each request's own nonce everywhere the render's nonce stood, and nowhere else", async () => {
    const template = await toNonceTemplate(new Response(page("first")), "first");
    const filled = fillNonce(template, "second").toString("utf8");
    expect(filled).toBe(page("second"));
    expect(filled).not.toContain("first");
  });

  it("keep a page without the nonce whole", () => {
    const body = Buffer.from("<p>no scripts</p>");
    expect(splitAtNonce(body, "abc")).toEqual([body]);
    expect(fillNonce({ kind: "template", status: 200, headers: [], parts: splitAtNonce(body, "abc") }, "xyz").toString()).toBe(
      "<p>no scripts</p>",
    );
  });
});
