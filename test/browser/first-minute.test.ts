import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { addDays } from "../../app/lib/daily/rotation";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { LANGS, type Lang } from "../../app/lib/i18n/languages";
import { formatDate } from "../../app/lib/i18n/messages";
import {
  browserAndServerForFile,
  expectNoLayoutShifts,
  openPage,
  runAxe,
  waitForHydration,
  waitForLayoutToSettle,
  watchLayoutShifts,
} from "../support/browser";
import { BOTH_VOICES, stubSpeech } from "../support/speech";

// Issue 50, "A phone reader's first minute": what the other files do not hold already (home's first screen and a
// new pick: reader.test.ts; the quiz's lists and statistics: daily.test.ts; offline: offline.test.ts; the backup
// code: progress.test.ts). Phone first, both languages, light and dark, with and without JavaScript.
const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");
const fact = catalogue.byPath.get("/fact/science/honey-never-spoils")!;
const WIDTHS = [320, 360, 1280] as const;

/**
 * A page opened at `width` in a colour scheme, watched for layout shifts from its first paint, on a device with an
 * English and a Korean voice (Debian's Chromium has none; without one there is no Listen, fact-toolbar.test.ts).
 */
async function open(path: string, width: number, colorScheme: "light" | "dark" = "light") {
  const opened = await openPage(env.browser, { viewport: { width, height: 800 }, colorScheme });
  await opened.page.addInitScript(stubSpeech, [...BOTH_VOICES]);
  await opened.page.addInitScript(watchLayoutShifts);
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  await waitForLayoutToSettle(opened.page);
  return opened;
}

const axeIds = async (page: Page) =>
  (await runAxe(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

/** The page's visible words, without its scripts' data. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

describe("a fact page starts with the fact", () => {
  it.each(LANGS)(
    "%s: one meta line with the Reviewed mark, one row of tools from 360 px, no hash and no 'original', axe clean and still (CLS 0)",
    async (lang) => {
      for (const width of WIDTHS)
        for (const scheme of ["light", "dark"] as const) {
          const { page, context, problems } = await open(`/${lang}${fact.path}`, width, scheme);
          const label = `${lang} ${width} ${scheme}`;
          // One meta line: date · reading time · Reviewed.
          const meta = page.locator(".fact-header .fact-meta");
          expect(await meta.count(), label).toBe(1);
          const lines = await meta.evaluate((p) =>
            Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)),
          );
          // One line from 360 px; on a 320 px screen it may wrap between its items, never inside one.
          expect(lines, label).toBeLessThanOrEqual(width >= 360 ? 1 : 2);
          const date = formatDate(fact.updatedDate ?? fact.publishedDate, lang);
          expect(await meta.textContent(), label).toContain(date);
          expect(await meta.locator("a.reviewed-mark").getAttribute("href")).toBe("#fact-checks");
          // The tools: one row from 360 px (Listen arrives with its chunk), the other language only in the header.
          await expect.poll(() => page.locator(".fact-toolbar .read-aloud button").count()).toBe(1);
          const rows = await page.evaluate(
            () =>
              new Set(
                [...document.querySelectorAll(".fact-toolbar > *")]
                  .filter((e) => e.getBoundingClientRect().width > 0)
                  .map((e) => Math.round(e.getBoundingClientRect().top)),
              ).size,
          );
          expect(rows, label).toBeLessThanOrEqual(width >= 360 ? 1 : 2);
          expect(await page.locator(".fact-toolbar a[hreflang]").count(), label).toBe(0);
          // No build internals, and no language called the original, in what a reader reads.
          const text = await visibleText(page);
          expect(text, label).not.toMatch(/\b[0-9a-f]{12}\b|original|원문/i);
          expect(await axeIds(page), label).toEqual([]);
          await expectNoLayoutShifts(page, label);
          expect(problems).toEqual([]);
          await context.close();
        }
    },
  );

  it.each(LANGS)("%s: the summary starts within 400 px at 360 × 800, whatever the title", async (lang) => {
    const { page, context } = await open(`/${lang}${fact.path}`, 360);
    const titles = catalogue.facts.flatMap((f) => (f.translations[lang] ? [[f.path, f.translations[lang]!.title] as const] : []));
    const lowest = await page.evaluate((all) => {
      const h1 = document.querySelector("h1")!;
      let worst = { top: 0, path: "" };
      for (const [path, title] of all) {
        h1.textContent = title;
        const top = document.querySelector(".fact-body")!.getBoundingClientRect().top;
        if (top > worst.top) worst = { top, path };
      }
      return worst;
    }, titles);
    expect(lowest.top, lowest.path).toBeLessThanOrEqual(400);
    await context.close();
  });

  it.each(LANGS)(
    "%s: the Reviewed mark leads to how the fact was checked, every language described alike, with and without JavaScript",
    async (lang) => {
      const { page, context } = await open(`/${lang}${fact.path}`, 360);
      await page.locator("a.reviewed-mark").click();
      await page.waitForURL(/#fact-checks$/);
      const checks = page.locator("#fact-checks");
      // Below the sticky header, in view.
      const { top, header } = await page.evaluate(() => ({
        top: document.querySelector("#fact-checks")!.getBoundingClientRect().top,
        header: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
      }));
      expect(top).toBeGreaterThanOrEqual(header);
      const items = await checks.locator("li").allTextContents();
      // Published, then each language's review, this page's first, in sentences of the same shape.
      expect(items[0]).toContain(formatDate(fact.publishedDate, lang));
      const reviews = items.slice(1);
      expect(reviews).toHaveLength(2);
      const shape = (line: string) => line.replace(/English|Korean|영어|한국어/g, "L").replace(/\d+/g, "0");
      expect(shape(reviews[0]!)).toBe(shape(reviews[1]!));
      await context.close();

      const noScript = await env.withoutScript();
      await noScript.page.goto(`${env.url}/${lang}${fact.path}`);
      expect(await noScript.page.locator(".fact-header .fact-meta").count()).toBe(1);
      expect(await noScript.page.locator("#fact-checks li").count()).toBe(3);
      await noScript.context.close();
    },
  );
});

describe("pages of the first minute are still and accessible everywhere", () => {
  const onThisDay = (lang: Lang) => `/${lang}/on-this-day`;
  it.each(LANGS)("%s: home, on this day and the empty search at 320, 360 and 1280, light and dark", async (lang) => {
    for (const path of [`/${lang}`, onThisDay(lang), `/${lang}/search`])
      for (const width of WIDTHS)
        for (const scheme of ["light", "dark"] as const) {
          const { page, context, problems } = await open(path, width, scheme);
          const label = `${path} ${width} ${scheme}`;
          expect(await axeIds(page), label).toEqual([]);
          await expectNoLayoutShifts(page, label);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), label).toBeLessThanOrEqual(0);
          expect(problems).toEqual([]);
          await context.close();
        }
  });
});

describe("a quiz worth coming back to", () => {
  it.each(LANGS)(
    "%s: the result with the reader's statistics fills in without moving anything, axe clean, light and dark",
    async (lang) => {
      for (const scheme of ["light", "dark"] as const)
        for (const width of [320, 1280]) {
          const { page, context, problems } = await openPage(env.browser, { viewport: { width, height: 800 }, colorScheme: scheme });
          await page.addInitScript(() => {
            localStorage.setItem("curio:quiz-finished", JSON.stringify([{ day: "2026-11-30", lang: "en", answers: "00000", score: 4 }]));
            localStorage.setItem("curio:quiz-days", JSON.stringify(["2026-11-30", "2026-11-29"]));
          });
          await page.addInitScript(watchLayoutShifts);
          // Yesterday's quiz finished: its result is a page of its own, and the second quiz played on this device.
          await page.goto(`${env.url}/${lang}/quiz/${addDays(seoulDay(new Date()), -1)}?a=01230`);
          await waitForHydration(page);
          await page.waitForFunction(() => document.querySelector(".quiz-stats dd")?.textContent === "2");
          await waitForLayoutToSettle(page);
          const label = `${lang} ${width} ${scheme}`;
          expect(await page.locator(".quiz-stats dd").count(), label).toBe(4);
          expect(await page.locator(".quiz-stats ol li").count(), label).toBe(6);
          expect(await page.locator(".quiz-stats").evaluate((box) => box.scrollHeight <= box.clientHeight), label).toBe(true);
          expect(await axeIds(page), label).toEqual([]);
          await expectNoLayoutShifts(page, label);
          expect(problems).toEqual([]);
          await context.close();
        }
    },
  );
});

describe("saved facts put the list first", () => {
  const saved = [
    { path: "/fact/science/honey-never-spoils", savedAt: Date.UTC(2026, 10, 20, 9) },
    { path: "/fact/space/venus-day-longer-than-year", savedAt: Date.UTC(2026, 10, 28, 9) },
    { path: "/fact/animals/octopus-three-hearts-blue-blood", savedAt: Date.UTC(2026, 10, 24, 9) },
  ];

  it.each(LANGS)(
    "%s: newest first, each its title's link with the day it was saved, removing a small control with Undo, the backup after",
    async (lang) => {
      const { page, context, problems } = await openPage(env.browser, { viewport: { width: 360, height: 800 } });
      await page.addInitScript((list) => localStorage.setItem("curio:saved", JSON.stringify(list)), saved);
      await page.addInitScript(watchLayoutShifts);
      await page.goto(`${env.url}/${lang}/saved`);
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 3);
      const newestFirst = [...saved].sort((a, b) => b.savedAt - a.savedAt);
      const titles = newestFirst.map((s) => catalogue.byPath.get(s.path)!.translations[lang]!.title);
      expect(await page.locator(".saved-list .fact-card-title").allTextContents()).toEqual(titles);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const dates = await page.locator(".saved-list .fact-card-details time").allTextContents();
      expect(dates).toEqual(
        newestFirst.map((s) => (lang === "en" ? `Saved ${formatDate(day(s.savedAt), lang)}` : `${formatDate(day(s.savedAt), lang)} 저장`)),
      );
      // The title is the large target; removing, a small one.
      const sizes = await page
        .locator(".saved-list .fact-card")
        .first()
        .evaluate((card) => ({
          card: card.getBoundingClientRect().height,
          remove: card.querySelector(".saved-remove")!.getBoundingClientRect(),
          title: card.querySelector(".fact-card-title")!.getBoundingClientRect(),
        }));
      expect(sizes.remove.height).toBeGreaterThanOrEqual(24);
      expect(sizes.remove.height * sizes.remove.width).toBeLessThan((sizes.title.height * sizes.title.width) / 2);
      // The backup comes after the list.
      await page.locator(".backup").waitFor();
      expect(
        await page.evaluate(
          () =>
            document.querySelector(".saved-list")!.compareDocumentPosition(document.querySelector(".backup")!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ).toBeTruthy();
      await expectNoLayoutShifts(page, `${lang} saved, loading`);
      expect(await axeIds(page)).toEqual([]);

      // Remove the second, then Undo: it is back where it was, with its first save time.
      await page.locator(".saved-list .saved-remove").nth(1).click();
      await page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 2);
      const undo = page.locator(".saved-undo");
      expect(await undo.textContent()).toContain(titles[1]);
      expect(await axeIds(page)).toEqual([]);
      await undo.getByRole("button").click();
      await page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 3);
      expect(await page.locator(".saved-list .fact-card-title").allTextContents()).toEqual(titles);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("curio:saved")))!)).toEqual(expect.arrayContaining(saved));
      expect(await undo.textContent()).toBe("");
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe("one date style per language", () => {
  it("writes no month-first or abbreviated date on the pages a reader meets first, in English", async () => {
    const { page, context } = await open("/en", 1280);
    let written = 0;
    for (const path of [
      "/en",
      `/en${fact.path}`,
      "/en/today",
      "/en/quiz",
      "/en/on-this-day",
      "/en/blog",
      "/en/today/archive",
      "/en/privacy-policy",
    ]) {
      await page.goto(env.url + path);
      const text = await visibleText(page);
      expect(text, path).not.toMatch(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})?\b/,
      );
      expect(text, path).not.toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/);
      written += (
        text.match(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g) ?? []
      ).length;
    }
    // And the pages do write dates, day first.
    expect(written).toBeGreaterThan(10);
    await context.close();
  });
});
