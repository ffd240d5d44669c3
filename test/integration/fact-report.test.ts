import { execFileSync } from "node:child_process";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { openMessageStore } from "../../app/lib/contact/message-store.server";
import { testApp, testConfig } from "../support/server";

const catalogue = loadCatalogue("data");
const FACT = "/fact/space/venus-day-longer-than-year";
const REPORT = `/en${FACT}/report`;
const valid = { reason: "wrong", message: "The rotation period is given as 243 days; check the source.", email: "" };
const HOST = "curio.test";
const ORIGIN = `http://${HOST}`;

async function setup(overrides: Parameters<typeof testConfig>[0] = {}) {
  const config = testConfig(overrides);
  const app = await testApp({ config, catalogue });
  const post = (
    form: Record<string, string>,
    { path = REPORT, headers = { Origin: ORIGIN } }: { path?: string; headers?: Record<string, string> } = {},
  ) => request(app).post(path).type("form").set("Host", HOST).set(headers).send(form);
  const stored = async (factPath?: string) => {
    const store = openMessageStore(config.dataDir);
    const list = await store.listReports({ factPath });
    await store.close();
    return list;
  };
  return { app, config, post, stored };
}

describe("report a problem with a fact", () => {
  it("shows a form that names the fact by title and path, cached like a page but not indexed", async () => {
    const { app } = await setup();
    const title = catalogue.byPath.get(FACT)!.translations.ko!.title;
    const res = await request(app).get(`/ko${FACT}/report`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("오류 신고");
    expect(res.text).toContain(title.replace(/'/g, "&#x27;"));
    expect(res.text).toContain(`<code>${FACT}</code>`);
    expect(res.text).toContain(`href="/ko${FACT}"`);
    for (const reason of ["wrong", "outdated", "translation", "typo", "other"])
      expect(res.text).toMatch(new RegExp(`<input type="radio" id="report-reason-${reason}"[^>]*name="reason"`));
    expect(res.text).toContain('name="robots" content="noindex, follow"');
    expect(res.headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
  });

  it("stores a valid report with its fact, language and reason, then redirects to a thank-you (post/redirect/get)", async () => {
    const { app, config, post, stored } = await setup();
    const res = await post({ ...valid, email: "reader@example.com" });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${REPORT}?sent=1`);
    expect(res.headers["cache-control"]).toBe("no-store");
    await post({ ...valid, reason: "translation" }, { path: `/ko/fact/space/venus-day-longer-than-year/report` });
    await post(valid, { path: "/en/fact/trivia/honey-never-spoils/report" });
    expect(await stored(FACT)).toMatchObject([
      { factPath: FACT, lang: "ko", reason: "translation", message: valid.message },
      { factPath: FACT, lang: "en", reason: "wrong", message: valid.message, email: "reader@example.com" },
    ]);
    expect((await stored(FACT))[0]).not.toHaveProperty("email");
    expect(await stored()).toHaveLength(3);
    // npm run messages lists one fact's reports (its page's address works too), or all of them.
    const messages = (...args: string[]) =>
      execFileSync(process.execPath, ["build/scripts/list-messages.js", ...args], {
        env: { ...process.env, DATA_DIR: config.dataDir },
        encoding: "utf8",
      });
    const forFact = messages("--fact", `/ko${FACT}`);
    expect(forFact.match(new RegExp(`\\]  ${FACT}  `, "g"))).toHaveLength(2);
    expect(forFact).toContain("<reader@example.com>");
    expect(forFact).not.toContain("honey-never-spoils");
    expect(messages("--reports")).toContain("/fact/trivia/honey-never-spoils  wrong");
    const thanks = await request(app).get(`${REPORT}?sent=1`);
    expect(thanks.text).toContain("Your report has been received");
    expect(thanks.text).toContain(`href="/en${FACT}"`);
    expect(thanks.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["reason", { ...valid, reason: "" }, "Choose what is wrong."],
    ["reason", { ...valid, reason: "spam" }, "Choose what is wrong."],
    ["message", { ...valid, message: "too short" }, "Describe the problem in 10 to 5,000 characters."],
    ["message", { ...valid, message: "y".repeat(5001) }, "Describe the problem in 10 to 5,000 characters."],
    ["email", { ...valid, email: "not-an-address" }, "Enter a valid e-mail address"],
  ])("refuses an invalid %s with 400, no-store, a focused error summary and the field marked", async (field, form, error) => {
    const { post, stored } = await setup();
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toContain(error);
    const summary = /<div class="notice notice-error error-summary"[^>]*>/.exec(res.text)?.[0] ?? "";
    expect(summary).toContain('tabindex="-1"');
    expect(summary).toContain("autofocus");
    expect(res.text).toContain(`id="report-${field}-error"`);
    if (field !== "reason") {
      const tag = new RegExp(`<(input|textarea)[^>]*id="report-${field}"[^>]*>`).exec(res.text)?.[0] ?? "";
      expect(tag).toContain('aria-invalid="true"');
      expect(tag).toContain(`report-${field}-error`);
    }
    expect(await stored()).toEqual([]);
  });

  it("keeps what the reader wrote, and answers in the page's language", async () => {
    const { post } = await setup();
    const res = await post({ ...valid, email: "bad", message: "<b>Venus</b> is wrong here" }, { path: `/ko${FACT}/report` });
    expect(res.text).toContain("&lt;b&gt;Venus&lt;/b&gt; is wrong here");
    expect(res.text).toContain("올바른 이메일 주소를 입력하거나 비워 두세요");
    expect(res.text).toMatch(/<input[^>]*id="report-reason-wrong"[^>]*checked/);
  });

  it("refuses the honeypot with 400", async () => {
    const { post, stored } = await setup();
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await stored()).toEqual([]);
  });

  it("refuses cross-site posts", async () => {
    const { post, stored } = await setup();
    expect((await post(valid, { headers: { Origin: "https://evil.example" } })).status).toBe(403);
    expect((await post(valid, { headers: { Origin: "null" } })).status).toBe(403);
    expect((await post(valid, { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("shares the contact form's rate limit and answers 429 with Retry-After and no-store", async () => {
    const { app, post, stored } = await setup({ contactRateLimit: { limit: 2, windowMs: 60_000 } });
    expect((await post(valid)).status).toBe(303);
    const contact = await request(app)
      .post("/en/contact-us")
      .type("form")
      .set("Host", HOST)
      .set("Origin", ORIGIN)
      .send({ email: "reader@example.com", name: "Ji-woo", message: "A message long enough." });
    expect(contact.status).toBe(303);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    // Seconds until the oldest post in the 60 s window ages out.
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.text).toContain("Please wait a few minutes");
    expect(await stored()).toHaveLength(1);
  });

  it("answers 404 for an unknown fact, on the form and on a post, and stores nothing", async () => {
    const { app, post, stored } = await setup();
    const page = await request(app).get("/en/fact/space/no-such-fact/report");
    expect(page.status).toBe(404);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect((await request(app).get("/fr/fact/space/venus-day-longer-than-year/report")).status).toBe(404);
    expect((await post(valid, { path: "/en/fact/space/no-such-fact/report" })).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});

describe("the contact form after a refused post", () => {
  it("keeps no-store on its 400 and Retry-After on its 429 (the action's headers reach the page)", async () => {
    const { app } = await setup({ contactRateLimit: { limit: 1, windowMs: 60_000 } });
    const send = (form: Record<string, string>) =>
      request(app).post("/en/contact-us").type("form").set("Host", HOST).set("Origin", ORIGIN).send(form);
    const invalid = await send({ email: "x", name: "A", message: "A message long enough." });
    expect(invalid.status).toBe(400);
    expect(invalid.headers["cache-control"]).toBe("no-store");
    expect((await send({ email: "a@example.com", name: "A", message: "A message long enough." })).status).toBe(303);
    const limited = await send({ email: "a@example.com", name: "A", message: "A message long enough." });
    expect(limited.status).toBe(429);
    // Seconds until the oldest post in the 60 s window ages out.
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.headers["cache-control"]).toBe("no-store");
  });
});
