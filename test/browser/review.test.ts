import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pairsForPage } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { buildCards } from "../../app/lib/review/cards";
import { browserAndServerForFile, openPage, waitForHydration, runAxe } from "../support/browser";

// Issue 34, item 6 (and 7 for it): a review session that makes cards of facts saved or read, reveals and grades
// them, keeps the schedule across a reload, counts what is due in the menu, and carries the cards in the backup.
const env = browserAndServerForFile();
// What readers see today: a scheduled fact is no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
const [saved, read] = catalogue.facts.filter((f) => f.translations.en && f.translations.ko);
const cardCount = (lang: "en" | "ko") =>
  [saved!, read!]
    .map(
      (f) =>
        buildCards(
          { path: f.path, title: f.translations[lang]!.title, glossary: f.glossary, paragraphs: pairsForPage(f, storedPairs("data", f)) },
          lang,
        ).length,
    )
    .reduce((a, b) => a + b, 0);

/** New cards a day (local.ts): the session shows at most these many new cards. */
const NEW_A_DAY = 10;
/** How a new card's four grades read: whole days, each later than the one before (schedule.ts). */
const newCardIntervals = { en: ["tomorrow", "in 2 days", "in 3 days", "in 8 days"], ko: ["내일", "모레", "3일 후", "8일 후"] };

const words = {
  en: { cloze: "Fill in the Korean word", show: "Show the answer", good: "Good", again: "Again", menu: "Review words" },
  ko: { cloze: "빈칸에 들어갈 영어 단어를 떠올려 보세요", show: "답 보기", good: "좋음", again: "다시", menu: "단어 복습" },
};
const status = (page: Page) => page.locator("p.saved-status[role=status]");
const dueNow = async (page: Page) => Number(/(\d+)/.exec((await status(page).textContent()) ?? "")?.[1]);
const stored = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("curio:review-v1") ?? "{}") as { v: number; cards: Record<string, { reps: number; due: number }> },
  );

/** A fresh browser that saved one fact and opened another (the fact page remembers it as read). */
async function readerOf(lang: "en" | "ko", width: number) {
  const opened = await openPage(env.browser, { viewport: { width, height: 900 }, acceptDownloads: true });
  const { page } = opened;
  await page.goto(`${env.url}/${lang}/menu`);
  await page.evaluate((path) => localStorage.setItem("curio:saved", JSON.stringify([{ path, savedAt: 1 }])), saved!.path);
  await page.goto(`${env.url}/${lang}${read!.path}`);
  await waitForHydration(page);
  await page.waitForFunction((path) => (localStorage.getItem("curio:read") ?? "").includes(path), read!.path);
  await page.goto(`${env.url}/${lang}/review`);
  await waitForHydration(page);
  return opened;
}

describe("review the words you met", () => {
  it.each([
    ["en", 1280],
    ["ko", 360],
  ] as const)("makes cards, reveals, grades, keeps the schedule across a reload and counts what is due (%s, %ipx)", async (lang, width) => {
    const w = words[lang];
    const { page, context, problems } = await readerOf(lang, width);
    const total = cardCount(lang);
    expect(total).toBeGreaterThan(1);
    await page.getByRole("heading", { name: w.cloze }).waitFor();
    const due = Math.min(total, NEW_A_DAY);
    expect(await dueNow(page)).toBe(due);
    // The blank hides the answer until it is asked for; then the answer fills the blank where it stands, with how
    // it is said after it, and the grades and a link to the fact come.
    const blank = page.locator(".review-card blockquote .quiz-blank");
    expect(await blank.locator("[aria-hidden]").textContent()).toBe("?");
    await page.getByRole("button", { name: w.show }).click();
    const answer = page.locator(".review-answer");
    await answer.waitFor();
    const filled = page.locator(".review-card blockquote .quiz-filled");
    expect((await filled.textContent())!.length).toBeGreaterThan(0);
    expect(await page.locator(".review-card blockquote .say").count()).toBe(1);
    expect(await answer.getByRole("link").getAttribute("href")).toMatch(new RegExp(`^/${lang}/fact/`));
    // Four grade buttons of one width in the site's button style, no fieldset frame, intervals that grow.
    const grades = answer.locator("fieldset button");
    expect(await grades.count()).toBe(4);
    const widths = await grades.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().width)));
    expect(new Set(widths).size, widths.join()).toBe(1);
    expect(await grades.evaluateAll((buttons) => buttons.every((b) => b.classList.contains("button")))).toBe(true);
    expect(await answer.locator("fieldset").evaluate((f) => getComputedStyle(f).borderTopWidth)).toBe("0px");
    expect(await grades.locator("small").allTextContents()).toEqual(
      newCardIntervals[lang].map((when) => (lang === "en" ? `back ${when}` : when)),
    );
    const axe = await runAxe(page, "main");
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("button", { name: new RegExp(`^${w.good}`) }).click();
    await page.waitForFunction(
      (n) => /(\d+)/.exec(document.querySelector("p.saved-status[role=status]")?.textContent ?? "")?.[1] === String(n),
      due - 1,
    );
    // Again brings a card back the next day, Good later: both are stored.
    await page.getByRole("button", { name: w.show }).click();
    await page.getByRole("button", { name: new RegExp(`^${w.again}`) }).click();
    await page.waitForFunction(
      (n) => /(\d+)/.exec(document.querySelector("p.saved-status[role=status]")?.textContent ?? "")?.[1] === String(n),
      due - 2,
    );
    const graded = Object.values((await stored(page)).cards).filter((c) => c.reps > 0);
    expect(graded).toHaveLength(2);
    expect(graded.every((c) => c.due > Date.now())).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: w.cloze }).waitFor();
    expect(await dueNow(page)).toBe(due - 2);
    // The menu counts the cards due in this direction.
    await page.goto(`${env.url}/${lang}/menu`);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: new RegExp(`^${w.menu}`) });
    await link.locator(".nav-count span[aria-hidden]").waitFor();
    expect(await link.locator(".nav-count span[aria-hidden]").textContent()).toBe(String(due - 2));
    expect(await link.getAttribute("href")).toBe(`/${lang}/review`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lets ten new cards in a day and says when the rest come", async () => {
    // Enough facts saved for more than a day's new cards.
    const many = catalogue.facts.filter((f) => f.translations.en && f.translations.ko).slice(0, 4);
    const made = many
      .map(
        (f) =>
          buildCards(
            { path: f.path, title: f.translations.en!.title, glossary: f.glossary, paragraphs: pairsForPage(f, storedPairs("data", f)) },
            "en",
          ).length,
      )
      .reduce((a, b) => a + b, 0);
    expect(made).toBeGreaterThan(NEW_A_DAY);
    const { page, context, problems } = await openPage(env.browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${env.url}/en/menu`);
    await page.evaluate(
      (paths) => localStorage.setItem("curio:saved", JSON.stringify(paths.map((path) => ({ path, savedAt: 1 })))),
      many.map((f) => f.path),
    );
    await page.goto(`${env.url}/en/review`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: words.en.cloze }).waitFor();
    expect(await dueNow(page)).toBe(NEW_A_DAY);
    expect(await page.getByText(`${made - NEW_A_DAY} new cards wait for the coming days`).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ["en", 1280],
    ["ko", 360],
    ["en", 360],
    ["ko", 1280],
  ] as const)(
    "is reachable from a fact page once read, from Saved, from home when cards are due, and from the header on wide screens (%s, %ipx)",
    async (lang, width) => {
      const { page, context, problems } = await readerOf(lang, width);
      await page.getByRole("heading", { name: words[lang].cloze }).waitFor();
      const review = `a[href="/${lang}/review"]`;
      // A fact page, once read: in the toolbar's line, after hydration, when the browser is idle.
      await page.goto(`${env.url}/${lang}${read!.path}`);
      await waitForHydration(page);
      await page.locator(`.tool-status ${review}`).waitFor();
      // Saved.
      await page.goto(`${env.url}/${lang}/saved`);
      await waitForHydration(page);
      await page.locator(`main ${review}`).waitFor();
      // Home, with the number due.
      await page.goto(`${env.url}/${lang}`);
      await waitForHydration(page);
      const home = page.locator(`main ${review}`);
      await home.waitFor();
      expect(await home.textContent()).toMatch(/\d+/);
      // The header's sections on a wide screen; on a phone the menu has it.
      expect(await page.locator(`.header-nav ${review}`).isVisible()).toBe(width >= 1100);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("carries the cards in the backup file: export on one browser, import (merged) on another", async () => {
    const a = await readerOf("en", 1280);
    await a.page.getByRole("button", { name: "Show the answer" }).click();
    await a.page.getByRole("button", { name: /^Easy/ }).click();
    await a.page.waitForFunction(() =>
      Object.values(JSON.parse(localStorage.getItem("curio:review-v1") ?? "{}").cards ?? {}).some((c) => (c as { reps: number }).reps > 0),
    );
    const [download] = await Promise.all([
      a.page.waitForEvent("download"),
      a.page.getByRole("button", { name: "Download a backup file" }).click(),
    ]);
    const text = await readFile(await download.path(), "utf8");
    const file = JSON.parse(text) as { review: Record<string, { reps: number }> };
    const easy = Object.entries(file.review).find(([, c]) => c.reps > 0)!;
    expect(easy).toBeDefined();
    expect(a.problems).toEqual([]);
    await a.context.close();

    const b = await env.visit("/en/review", { viewport: { width: 360, height: 800 } });
    await b.page
      .getByText("Import a backup file")
      .setInputFiles({ name: download.suggestedFilename(), mimeType: "application/json", buffer: Buffer.from(text) });
    await b.page
      .getByRole("status")
      .filter({ hasText: /brought in \d+ review cards/ })
      .waitFor();
    const cards = (await stored(b.page)).cards;
    expect(cards[easy[0]]).toEqual(file.review[easy[0]]);
    expect(Object.keys(cards).length).toBe(Object.keys(file.review).length);
    // A damaged card spoils the file, which is refused in words, and nothing is imported.
    const damaged = JSON.parse(text) as { review: Record<string, Record<string, unknown>> };
    damaged.review[easy[0]]!.due = "tomorrow";
    await b.page
      .getByText("Import a backup file")
      .setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(damaged)) });
    await b.page.getByRole("status").filter({ hasText: "That backup is damaged" }).waitFor();
    expect(b.problems).toEqual([]);
    await b.context.close();
  });

  it.each(["en", "ko"] as const)("without JavaScript, says review needs it and links to saved facts and more facts (%s)", async (lang) => {
    const { page, context } = await env.withoutScript();
    await page.goto(`${env.url}/${lang}/review`);
    expect(await page.getByText(lang === "en" ? "Reviewing needs JavaScript" : "복습하려면 JavaScript가 필요합니다").isVisible()).toBe(
      true,
    );
    expect(await page.locator(`main a[href="/${lang}/saved"]`).count()).toBeGreaterThan(0);
    expect(
      await page
        .locator("button")
        .filter({ hasText: lang === "en" ? "Show the answer" : "답 보기" })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
