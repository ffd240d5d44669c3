import request from "supertest";
import { describe, expect, it } from "vitest";
import { openMessageStore } from "../../app/lib/contact/message-store.server";
import { testApp, testConfig } from "../support/server";

const valid = { email: "reader@example.com", name: "Ji-woo", message: "I loved the fact about honey!" };
const HOST = "curio.test";
const ORIGIN = `http://${HOST}`;

async function setup(overrides: Parameters<typeof testConfig>[0] = {}) {
  const config = testConfig(overrides);
  const app = await testApp({ config });
  const post = (form: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) =>
    request(app).post("/en/contact-us").type("form").set("Host", HOST).set(headers).send(form);
  const stored = async () => {
    const store = openMessageStore(config.dataDir);
    const list = await store.list();
    await store.close();
    return list;
  };
  return { app, config, post, stored };
}

describe("contact form", () => {
  it("stores a valid message, then redirects to a confirmation (post/redirect/get)", async () => {
    const { app, post, stored } = await setup();
    const res = await post(valid);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/en/contact-us?sent=1");
    expect(await stored()).toMatchObject([{ ...valid, lang: "en" }]);
    const confirmation = await request(app).get("/en/contact-us?sent=1");
    expect(confirmation.text).toContain("Your message has been received");
  });

  const NAME_ERROR = "Enter your name on one line (1 to 100 characters), without an e-mail address.";
  it.each([
    ["email", { ...valid, email: "not-an-address" }, "Enter a valid e-mail address"],
    ["name", { ...valid, name: "   " }, NAME_ERROR],
    ["name", { ...valid, name: "x".repeat(101) }, NAME_ERROR],
    // A line break in the name would forge a record in `npm run messages`.
    ["name", { ...valid, name: "Ann\n#999  2026-01-01  [en]  CEO <ceo@curio.example>" }, NAME_ERROR],
    ["name", { ...valid, name: "Ann\u2028Bee" }, NAME_ERROR],
    // Nor may it pass for a sender, nor hide characters (a soft hyphen, tag characters, a Hangul filler).
    ["name", { ...valid, name: "CEO <ceo@curio.example>" }, NAME_ERROR],
    ["name", { ...valid, name: "CE\u00adO\u{e0041}\u3164" }, NAME_ERROR],
    ["message", { ...valid, message: "too short" }, "Write a message of 10 to 5,000 characters."],
    ["message", { ...valid, message: "y".repeat(5001) }, "Write a message of 10 to 5,000 characters."],
  ])("rejects an invalid %s with a field error, a focused summary linking to the field, and stores nothing", async (field, form, error) => {
    const { post, stored } = await setup();
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain(error);
    // The same summary as the report form's: it takes focus, and each line leads to its field.
    const summary = /<div class="notice notice-error error-summary"[^>]*>[\s\S]*?<\/div>/.exec(res.text)?.[0] ?? "";
    expect(summary).toMatch(/tabindex="-1"[^>]*autofocus|autofocus[^>]*tabindex="-1"/);
    expect(summary).toContain(`<a href="#contact-${field}">`);
    const tag = new RegExp(`<(input|textarea)[^>]*id="contact-${field}"[^>]*>`).exec(res.text)?.[0] ?? "";
    expect(tag).toContain('aria-invalid="true"');
    expect(tag).toContain(`aria-describedby="contact-${field}-error"`);
    expect(res.text).toContain(`id="contact-${field}-error"`);
    expect(await stored()).toEqual([]);
  });

  it("answers in the page's language", async () => {
    const { app } = await setup();
    const res = await request(app)
      .post("/ko/contact-us")
      .type("form")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .send({ ...valid, email: "x" });
    expect(res.text).toContain("올바른 이메일 주소를 입력해 주세요");
  });

  it("keeps what the reader typed, escaped", async () => {
    const { post } = await setup();
    const res = await post({ ...valid, email: "bad", name: "<b>Eve</b>" });
    expect(res.text).toContain('value="&lt;b&gt;Eve&lt;/b&gt;"');
  });

  it("refuses the honeypot", async () => {
    const { post, stored } = await setup();
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("refuses cross-site posts", async () => {
    const { post, stored } = await setup();
    expect((await post(valid, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post(valid, { Origin: "null" })).status).toBe(403);
    expect((await post(valid, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("limits each client to the configured number of messages per window", async () => {
    const { post, stored } = await setup({ contactRateLimit: { limit: 2, windowMs: 60_000 } });
    expect((await post(valid)).status).toBe(303);
    expect((await post(valid)).status).toBe(303);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Please wait a few minutes");
    expect(await stored()).toHaveLength(2);
  });

  it("counts one IPv6 /64 as one client behind a trusted proxy", async () => {
    const { post, stored } = await setup({ contactRateLimit: { limit: 2, windowMs: 60_000 }, trustProxy: "loopback" });
    const from = (address: string) => post(valid, { Origin: ORIGIN, "X-Forwarded-For": address });
    expect((await from("2001:db8:1:2::1")).status).toBe(303);
    expect((await from("2001:db8:1:2::2")).status).toBe(303);
    // Another address of the same /64 is the same subscriber: counted with the first two.
    expect((await from("2001:db8:1:2:ffff::9")).status).toBe(429);
    // Another network is another client.
    expect((await from("2001:db8:1:3::1")).status).toBe(303);
    expect(await stored()).toHaveLength(3);
  });

  it("keeps messages across a server restart", async () => {
    const { config, post } = await setup();
    await post(valid);
    const restarted = await testApp({ config });
    await request(restarted)
      .post("/en/contact-us")
      .type("form")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .send({ ...valid, name: "Second" });
    const store = openMessageStore(config.dataDir);
    expect((await store.list()).map((m) => m.name)).toEqual(["Second", "Ji-woo"]);
    await store.close();
  });
});
