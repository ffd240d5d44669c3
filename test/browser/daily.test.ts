import { describe, expect, it } from "vitest";
import { addDays } from "../../app/lib/daily/rotation";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { browserAndServerForFile, openPage, waitForHydration } from "../support/browser";

const env = browserAndServerForFile();

async function visit(path: string) {
  const opened = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  return opened;
}

describe("the daily quiz", () => {
  it("is played to the end with JavaScript off: every answer is a link", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.url}/ko/quiz`);
    for (let i = 0; i < 5; i++) {
      await page
        .locator(".quiz-option")
        .nth(i % 4)
        .click();
      await page.waitForLoadState();
      expect(await page.locator(".quiz-feedback").count()).toBe(1);
    }
    expect(await page.locator("#quiz-score").textContent()).toMatch(/^5문제 중 \d문제를 맞혔습니다$/);
    expect(await page.locator(".quiz-grid").textContent()).toMatch(/^[🟩🟥]{5}$/u);
    expect(await page.locator(".quiz-facts a").count()).toBe(5);
    await context.close();
  });

  it("keeps the streak on this device and shows it on the result page and at home", async () => {
    const { page, context, problems } = await visit("/en");
    const today = seoulDay(new Date());
    await page.evaluate((days) => localStorage.setItem("curio:quiz-days", JSON.stringify(days)), [addDays(today, -1), addDays(today, -2)]);
    await page.goto(`${env.url}/en/quiz`);
    await waitForHydration(page);
    for (let i = 0; i < 5; i++) {
      const number = await page.locator(".quiz-question .small-heading").textContent();
      await page.locator(".quiz-option").first().click();
      if (i < 4) await page.waitForFunction((old) => document.querySelector(".quiz-question .small-heading")?.textContent !== old, number);
    }
    await page.waitForFunction(() => document.querySelector(".quiz-result .streak")?.textContent === "🔥 3-day quiz streak");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("curio:quiz-days")))!)[0]).toBe(today);
    await page.goto(`${env.url}/en`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector(".today-card .streak")?.textContent === "🔥 3-day quiz streak");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("saved facts", () => {
  it("saves and unsaves on fact pages, lists them newest first, shares the list, and shows suggestions when empty", async () => {
    const { page, context, problems } = await visit("/en/saved");
    expect(await page.locator(".saved-status").textContent()).toContain("You have not saved any facts yet");
    expect(await page.locator(".card-section .fact-card").count()).toBeGreaterThan(0);

    await page.goto(`${env.url}/en/fact/space/venus-day-longer-than-year`);
    await waitForHydration(page);
    const venusTitle = (await page.locator("h1").textContent())!;
    const save = page.locator(".fact-action-buttons .save-toggle");
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    await page.waitForFunction(() => document.querySelector(".fact-action-buttons .save-toggle")?.getAttribute("aria-pressed") === "true");
    // Saved from a card too (the compact toggle on "More from this category").
    const card = page.locator(".card-section .fact-card").first();
    const cardTitle = (await card.locator(".fact-card-title").textContent())!;
    await card.locator(".save-toggle").click();
    await page.waitForFunction(
      () => document.querySelector(".card-section .fact-card .save-toggle")?.getAttribute("aria-pressed") === "true",
    );

    await page.goto(`${env.url}/en/saved`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 2);
    const titles = await page.locator(".saved-list .fact-card-title").allTextContents();
    expect(titles).toEqual([cardTitle, venusTitle]);

    const share = await page.locator("a.share-list").getAttribute("href");
    expect(decodeURIComponent(share!)).toMatch(/^\/en\/list\?f=[a-z-]+\/[a-z0-9-]+,space\/venus-day-longer-than-year$/);

    await page.getByRole("button", { name: `Remove “${venusTitle}” from saved facts` }).click();
    await page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 1);
    await page.getByRole("button", { name: `Remove “${cardTitle}” from saved facts` }).click();
    await page.waitForFunction(() => document.querySelector(".saved-status")?.textContent?.includes("You have not saved any facts yet"));

    // The shared list is a server page: it works for someone without the list (or JavaScript).
    await page.goto(env.url + share!);
    await waitForHydration(page);
    expect(await page.locator(".list-page .fact-card-title").allTextContents()).toEqual([cardTitle, venusTitle]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
