import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pairsForPage } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { buildCards } from "../../app/lib/review/cards";
import { browserAndServerForFile, openPage, waitForHydration, runAxe } from "../support/browser";

// Issue 34, item 6 (and 7 for it): a review session that makes cards of facts saved or read, reveals and grades
// them, keeps the schedule across a reload, counts what is due in the menu, and carries the cards in the backup.
const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");
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

const words = {
  en: { cloze: "Fill in the Korean word", show: "Show the answer", good: "Good", again: "Again", menu: "Review words" },
  ko: { cloze: "빈칸에 들어갈 영어 단어를 떠올려 보세요", show: "답 보기", good: "알맞음", again: "다시", menu: "단어 복습" },
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
    expect(await dueNow(page)).toBe(total);
    // The blank hides the answer until it is asked for; then the pair and a link to the fact come with it.
    await page.getByRole("button", { name: w.show }).click();
    const answer = page.locator(".review-answer");
    await answer.waitFor();
    expect(await answer.getByRole("link").getAttribute("href")).toMatch(new RegExp(`^/${lang}/fact/`));
    const axe = await runAxe(page, "main");
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("button", { name: new RegExp(`^${w.good}`) }).click();
    await page.waitForFunction(
      (n) => /(\d+)/.exec(document.querySelector("p.saved-status[role=status]")?.textContent ?? "")?.[1] === String(n),
      total - 1,
    );
    // Again keeps a card within minutes (due again today), Good sends it later: both are stored.
    await page.getByRole("button", { name: w.show }).click();
    await page.getByRole("button", { name: new RegExp(`^${w.again}`) }).click();
    await page.waitForFunction(
      (n) => /(\d+)/.exec(document.querySelector("p.saved-status[role=status]")?.textContent ?? "")?.[1] === String(n),
      total - 2,
    );
    const graded = Object.values((await stored(page)).cards).filter((c) => c.reps > 0);
    expect(graded).toHaveLength(2);
    expect(graded.every((c) => c.due > Date.now())).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: w.cloze }).waitFor();
    expect(await dueNow(page)).toBe(total - 2);
    // The menu counts the cards due in this direction.
    await page.goto(`${env.url}/${lang}/menu`);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: new RegExp(`^${w.menu}`) });
    await link.locator(".nav-count span[aria-hidden]").waitFor();
    expect(await link.locator(".nav-count span[aria-hidden]").textContent()).toBe(String(total - 2));
    expect(await link.getAttribute("href")).toBe(`/${lang}/review`);
    expect(problems).toEqual([]);
    await context.close();
  });

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
