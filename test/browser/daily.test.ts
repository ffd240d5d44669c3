import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { addDays } from "../../app/lib/daily/rotation";
import { MONTH_DAYS } from "../../app/lib/on-this-day/month-day";
import { datedFactsByDay, hasEventsInWeek } from "../../app/lib/on-this-day/on-this-day";
import { formatDate } from "../../app/lib/i18n/messages";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { browserAndServerForFile, expectNoLayoutShifts, openPage, waitForHydration, watchLayoutShifts, runAxe } from "../support/browser";

const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");

async function visit(path: string) {
  const opened = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  return opened;
}

/** Answers the question on screen (option `i`), checks it stays on screen answered, and goes on with Next. */
async function answerAndGoOn(page: Page, i: number) {
  const number = await page.locator(".quiz-question .small-heading").textContent();
  await page.locator("a.quiz-option").nth(i).click();
  await page.waitForSelector(".quiz-question.is-revealed");
  expect(await page.locator(".quiz-question .small-heading").textContent()).toBe(number);
  await page.locator("a.quiz-next").click();
  await page.waitForFunction(() => !document.querySelector(".quiz-question.is-revealed"));
}

describe("the daily quiz", () => {
  it("is played to the end with JavaScript off: every answer and every Next is a link", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.url}/ko/quiz`);
    for (let i = 0; i < 5; i++) {
      await page
        .locator("a.quiz-option")
        .nth(i % 4)
        .click();
      await page.waitForLoadState();
      expect(await page.locator(".quiz-feedback").count()).toBe(1);
      expect(await page.locator(".quiz-option.is-right").count()).toBe(1);
      expect(await page.locator(".quiz-option.is-chosen").count()).toBe(1);
      expect(await page.locator(".quiz-fact a").count()).toBe(1);
      await page.locator("a.quiz-next").click();
      await page.waitForLoadState();
    }
    expect(await page.locator("#quiz-score").textContent()).toMatch(/^5문제 중 \d문제를 맞혔습니다$/);
    expect(await page.locator(".quiz-grid").textContent()).toMatch(/^[✅❌]{5}$/u);
    expect(await page.locator(".quiz-grid").getAttribute("aria-label")).toMatch(/^문제별 결과: 1번 (맞힘|틀림), 2번/);
    expect(await page.locator(".quiz-facts a").count()).toBe(5);
    // Without JavaScript the next quiz's time is said in a way true everywhere.
    expect(await page.locator(".quiz-next-time").textContent()).toContain("한국 시간 자정");
    // The share button and the statistics need JavaScript: no empty room is kept for them under the score's line.
    expect(await page.locator(".quiz-encouragement").textContent()).not.toBe("");
    const gap = await page.evaluate(
      () =>
        document.querySelector(".quiz-next-time")!.getBoundingClientRect().top -
        document.querySelector(".quiz-encouragement")!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeLessThan(40);
    await context.close();
  });

  it("marks the choice and the right answer on the same question, links the fact, and has no axe violations", async () => {
    const { page, context, problems } = await visit("/en/quiz");
    const options = await page.locator("a.quiz-option").allTextContents();
    await page.locator("a.quiz-option").nth(1).click();
    await page.waitForSelector(".quiz-question.is-revealed");
    expect(page.url()).toMatch(/\/en\/quiz\/\d{4}-\d{2}-\d{2}\?a=1!$/);
    expect(await page.locator(".quiz-question .small-heading").textContent()).toBe("Question 1 of 5");
    expect(
      (await page.locator(".quiz-option").allTextContents()).map((t) =>
        t
          .replace(/(your answer|right answer|[✓✗·\s])+$/g, "")
          .replace(/^[✓✗]/, "")
          .trim(),
      ),
    ).toEqual(options.map((o) => o.trim()));
    const chosen = page.locator(".quiz-option.is-chosen");
    expect(await chosen.textContent()).toContain("your answer");
    expect(await page.locator(".quiz-option.is-right").textContent()).toContain("right answer");
    // Shape as well as colour: a tick on the right answer, a cross on a wrong choice.
    expect(await page.locator(".quiz-option.is-right .quiz-option-mark").textContent()).toBe("✓");
    if (await page.locator(".quiz-option.is-wrong").count())
      expect(await page.locator(".quiz-option.is-wrong .quiz-option-mark").textContent()).toBe("✗");
    // The verdict takes focus; one line links the fact the question is about.
    expect(await page.evaluate(() => document.activeElement?.className)).toMatch(/quiz-feedback/);
    expect(await page.locator(".quiz-fact a").getAttribute("href")).toMatch(/^\/en\/fact\//);
    expect(await page.locator("a.quiz-next").textContent()).toContain("Next question");
    const axe = await runAxe(page);
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lists the five facts once, the missed ones marked, says the reader's statistics, shares a dated line with the grid and the address, and shows the result again on a revisit", async () => {
    const { page, context, problems } = await visit("/en");
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void w.__copied.push(text) },
        configurable: true,
      });
    });
    await page.goto(`${env.url}/en/quiz`);
    await waitForHydration(page);
    for (let i = 0; i < 5; i++) await answerAndGoOn(page, 0);
    await page.waitForSelector(".quiz-result");
    const score = Number(/Your score: (\d) of 5/.exec((await page.locator("#quiz-score").textContent())!)![1]);
    // One list, never two (issue 50): the five facts, each marked right or missed.
    expect(await page.locator(".quiz-facts li").count()).toBe(5);
    expect(await page.locator(".quiz-facts li.is-missed").count()).toBe(5 - score);
    expect(await page.locator(".quiz-result ul, .quiz-missed").count()).toBe(0);
    expect(await page.locator(".quiz-facts li a").first().getAttribute("href")).toMatch(/^\/en\/fact\//);
    // This device's statistics: one quiz played, its score counted once.
    await page.waitForFunction(() => document.querySelector(".quiz-stats dl dd")?.textContent === "1");
    const stats = await page.locator(".quiz-stats dd").allTextContents();
    expect(stats).toEqual(["1", score >= 3 ? "100%" : "0%", "1", "1"]);
    expect(await page.locator(`.quiz-stats ol li[aria-label="${score} right: 1 quizzes"]`).count()).toBe(1);
    const grid = (await page.locator(".quiz-grid").textContent())!;
    expect(grid).toMatch(/^[✅❌]{5}$/u);

    // Shared: the line, the grid, the day's address; the confirmation on a line of its own under the button.
    const gridBox = await page.locator(".quiz-grid").boundingBox();
    await page.getByRole("button", { name: "Share your result" }).click();
    await page.waitForFunction(() => document.querySelector(".quiz-share-status")?.textContent === "Result copied!");
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0]);
    const day = seoulDay(new Date());
    // The date as the site writes it everywhere (issue 50): "2 December 2026".
    const date = formatDate(day, "en");
    const [line, sharedGrid, address] = copied!.split("\n");
    expect(line).toBe(`Curio quiz · ${date} · ${score}/5`);
    expect(sharedGrid).toBe(grid);
    expect(address).toMatch(new RegExp(`^https?://[^/]+/en/quiz/${day}$`));
    const status = await page.locator(".quiz-share-status").boundingBox();
    expect(status!.y).toBeGreaterThan(gridBox!.y + gridBox!.height);
    expect(await page.locator(".quiz-next-time").textContent()).toMatch(/^Next quiz in (\d+ h )?\d+ min, at .+ your time\.$/);

    // Opened again the same day: the result, not question 1, without moving anything.
    await page.addInitScript(watchLayoutShifts);
    await page.goto(`${env.url}/en/quiz`);
    await waitForHydration(page);
    await page.waitForSelector(".quiz-result .quiz-finished-here");
    expect(await page.locator("#quiz-score").textContent()).toBe(`Your score: ${score} of 5`);
    expect(await page.locator(".quiz-grid").textContent()).toBe(grid);
    expect(page.url()).toMatch(/\/en\/quiz$/);
    await expectNoLayoutShifts(page);
    // The Korean quiz is another quiz: not finished yet.
    await page.goto(`${env.url}/ko/quiz`);
    await waitForHydration(page);
    expect(await page.locator(".quiz-result").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the streak on this device and shows it on the result page and at home", async () => {
    const { page, context, problems } = await visit("/en");
    const today = seoulDay(new Date());
    await page.evaluate((days) => localStorage.setItem("curio:quiz-days", JSON.stringify(days)), [addDays(today, -1), addDays(today, -2)]);
    await page.goto(`${env.url}/en/quiz`);
    await waitForHydration(page);
    for (let i = 0; i < 5; i++) await answerAndGoOn(page, 0);
    await page.waitForFunction(() => document.querySelectorAll(".quiz-result .quiz-stats dd")[2]?.textContent === "3");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("curio:quiz-days")))!)[0]).toBe(today);
    // The finished quiz is kept with its score, for the statistics and the backup.
    const finished = JSON.parse((await page.evaluate(() => localStorage.getItem("curio:quiz-finished")))!) as {
      day: string;
      score: number;
    }[];
    expect(finished[0]).toMatchObject({ day: today, score: expect.any(Number) });
    await page.goto(`${env.url}/en`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector(".today-card .streak-badge")?.textContent === "🔥3 (🔥 3-day quiz streak)");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a search that finds facts through the other language or reads the query as something else (issue 35)", () => {
  it("shows Korean-found facts in English, saying so, and lets a keyboard slip be searched as typed", async () => {
    const { page, context, problems } = await visit(`/en/search?query=${encodeURIComponent("꿀")}`);
    await page.waitForSelector(".result-list");
    expect(await page.locator(".search-via").first().textContent()).toBe("Found through the Korean text");
    await page.goto(`${env.url}/ko/search?query=gksrmf`);
    await waitForHydration(page);
    expect(await page.locator(".search-correction").textContent()).toContain("한글 검색 결과를 보여 드립니다.");
    await page.locator(".search-instead").click();
    await page.waitForURL(/exact=1/);
    await page.waitForFunction(() => !document.querySelector(".search-correction"));
    const axe = await runAxe(page);
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("saved facts", () => {
  it("without JavaScript, says the list needs it and offers facts to read instead", async () => {
    const { page, context } = await env.withoutScript();
    await page.goto(`${env.url}/ko/saved`);
    expect(await page.locator(".saved-status").textContent()).toContain("자바스크립트가 필요합니다");
    expect(await page.getByRole("heading", { name: "이런 지식부터 읽어 보세요" }).isVisible()).toBe(true);
    const links = await page.locator("main .card-row a[href^='/ko/fact/']").count();
    expect(links).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it("saves and unsaves on fact pages, lists them newest first, shares the list, and shows suggestions when empty", async () => {
    const { page, context, problems } = await visit("/en/saved");
    expect(await page.locator(".saved-status").textContent()).toContain("You have not saved any facts yet");
    // What the page offers without JavaScript is gone once it has hydrated.
    expect(await page.locator(".without-script").count()).toBe(0);
    expect(await page.locator(".card-section .fact-card").count()).toBeGreaterThan(0);

    await page.goto(`${env.url}/en/fact/space/venus-day-longer-than-year`);
    await waitForHydration(page);
    const venusTitle = (await page.locator("h1").textContent())!;
    const save = page.locator(".fact-toolbar .save-toggle");
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    await page.waitForFunction(() => document.querySelector(".fact-toolbar .save-toggle")?.getAttribute("aria-pressed") === "true");
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

describe("on this day", () => {
  it("lists a day's events and, on a day without its own, this week's, without axe violations, and goes to the next day from the keyboard", async () => {
    const { page, context, problems } = await visit("/ko/on-this-day/07-20");
    expect(await page.locator("h1").textContent()).toBe("역사 속 오늘: 7월 20일");
    expect(await page.locator(".on-this-day-event").first().textContent()).toMatch(/^\d+년 · /);
    const axe = await runAxe(page);
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await page.locator('.today-nav a[rel="next"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/ko\/on-this-day\/07-21$/);
    const days = datedFactsByDay(catalogue, catalogue.eventDates, "en");
    const weekOnly = MONTH_DAYS.find((md) => !days.has(md) && hasEventsInWeek(days, md))!;
    await page.goto(`${env.url}/en/on-this-day/${weekOnly}`);
    await waitForHydration(page);
    expect(await page.locator("main h2").first().textContent()).toBe("This week in history");
    expect(await page.locator(".on-this-day-week .fact-card").count()).toBeGreaterThan(0);
    expect(await page.locator("main").textContent()).not.toContain("None of our facts");
    const empty = await runAxe(page);
    expect(empty.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
