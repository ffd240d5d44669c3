import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pairedParagraphs } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { LANGS, type Lang } from "../../app/lib/i18n/languages";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { browserAndServerForFile, expectNoLayoutShifts, openPage, waitForHydration, watchLayoutShifts, runAxe } from "../support/browser";

// Issue 34 item 2: the side-by-side page pairs sentences (data/sentence-pairs) — pointing, focusing or tapping
// a sentence lights its partner; without JavaScript it is an aligned table of the pairs.
const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");
// A published fact whose summary needed one sentence in one language and two in the other.
const fact = catalogue.facts.find(
  (f) => f.publishedDate <= seoulDay(new Date()) && storedPairs("data", f)!.body.some((pair) => pair.en.length !== pair.ko.length),
)!;
const paragraphs = pairedParagraphs(storedPairs("data", fact)!);
const pairCount = paragraphs.reduce((n, p) => n + p.length, 0);
const WIDTHS = [360, 1280] as const;

/** The cell of the `column`th language of the `pair`th pair of the explanation's first paragraph (#p1). */
const cell = (page: Page, pair: number, lang: Lang) => page.locator(`#p1 tr.sbs-pair >> nth=${pair}`).locator(`td[lang="${lang}"]`);
const background = (page: Page, pair: number, lang: Lang) => cell(page, pair, lang).evaluate((el) => getComputedStyle(el).backgroundColor);
const lit = (page: Page, pair: number, lang: Lang) =>
  cell(page, pair, lang).evaluate((el) => {
    const style = getComputedStyle(el);
    return style.boxShadow !== "none" && style.backgroundColor !== getComputedStyle(document.body).backgroundColor;
  });
const inView = (page: Page, pair: number, lang: Lang) =>
  cell(page, pair, lang).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

async function visit(lang: Lang, width: number, options: BrowserContextOptions = {}) {
  const opened = await openPage(env.browser, { viewport: { width, height: 800 }, ...options });
  await opened.page.addInitScript(watchLayoutShifts);
  await opened.page.goto(`${env.url}/${lang}${fact.path}/side-by-side`);
  await waitForHydration(opened.page);
  return opened;
}

describe("sentence pairs on the side-by-side page", () => {
  for (const width of WIDTHS)
    for (const lang of LANGS) {
      const other = LANGS.find((l) => l !== lang)!;

      it(`lights a sentence's partner on hover, focus and tap (${lang}, ${width} px), with no layout shift and no axe violation`, async () => {
        const { page, context, problems } = await visit(lang, width, { hasTouch: width === 360, isMobile: width === 360 });
        // The page's language first in every pair.
        const firsts = await page.locator("tr.sbs-pair").evaluateAll((rows) => rows.map((r) => r.firstElementChild!.getAttribute("lang")));
        expect(firsts).toHaveLength(pairCount);
        expect(new Set(firsts)).toEqual(new Set([lang]));
        const resting = await background(page, 1, other);
        expect(await lit(page, 1, other)).toBe(false);

        // Pointing at a sentence (desktop) lights its partner, and only while pointed at.
        if (width === 1280) {
          await cell(page, 1, lang).hover();
          expect(await lit(page, 1, other)).toBe(true);
          expect(await lit(page, 0, other)).toBe(false);
          await page.mouse.move(0, 0);
          expect(await background(page, 1, other)).toBe(resting);
        } else {
          // A tap on a phone, where each pair is stacked: the partner is lit and in view.
          await cell(page, 1, lang).scrollIntoViewIfNeeded();
          await cell(page, 1, lang).tap();
          expect(await lit(page, 1, other)).toBe(true);
          expect(await inView(page, 1, other)).toBe(true);
          // The tapped sentence is where the keyboard goes on from.
          expect(await page.locator('#p1 td[tabindex="0"]').getAttribute("data-cell")).toBe("0-1-0");
          await page.locator("h1").tap();
        }

        // Keyboard: the whole text table is one tab stop; the arrow keys move from sentence to sentence.
        expect(await page.locator('table:has(#p1) td[tabindex="0"]').count()).toBe(1);
        await page.locator('#p1 td[data-cell="0-0-0"]').focus();
        await page.keyboard.press("ArrowDown");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-cell"))).toBe("0-1-0");
        expect(await lit(page, 1, other)).toBe(true);
        const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
        expect(outline).not.toBe("none");
        await page.keyboard.press("ArrowRight");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("lang"))).toBe(other);
        expect(await lit(page, 1, lang)).toBe(true);
        // The focused sentence is the table's one tab stop now.
        expect(await page.locator('#p1 td[tabindex="0"]').getAttribute("data-cell")).toBe("0-1-1");

        const axe = await runAxe(page);
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await expectNoLayoutShifts(page);
        expect(problems).toEqual([]);
        await context.close();
      });

      it(`is an aligned table of the pairs without JavaScript (${lang}, ${width} px)`, async () => {
        const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${env.url}/${lang}${fact.path}/side-by-side`);
        const rows = await page.locator("tr.sbs-pair").evaluateAll((trs) =>
          trs.map((tr) => {
            const cells = [...tr.querySelectorAll("td")];
            return {
              texts: Object.fromEntries(cells.map((td) => [td.lang, td.textContent])),
              tops: cells.map((td) => Math.round(td.getBoundingClientRect().top)),
              tabbable: cells.some((td) => td.hasAttribute("tabindex")),
            };
          }),
        );
        // Every stored pair, in order, each sentence beside (or, on a phone, just below) its partner.
        expect(rows.map((r) => r.texts)).toEqual(paragraphs.flat().map((pair) => ({ en: pair.en.join(" "), ko: pair.ko.join(" ") })));
        for (const row of rows) {
          if (width === 1280) expect(row.tops[0]).toBe(row.tops[1]);
          else expect(row.tops[0]).toBeLessThan(row.tops[1]!);
          expect(row.tabbable).toBe(false);
        }
        // Column headings name each language, in its own language.
        expect(
          await page
            .locator("table.sbs-pairs >> nth=1")
            .locator("th[scope=col]")
            .evaluateAll((ths) => ths.map((th) => th.getAttribute("lang"))),
        ).toEqual([lang, LANGS.find((l) => l !== lang)]);
        expect(await page.locator("table.sbs-pairs caption").count()).toBe(2);
        await context.close();
      });
    }
});

// Issue 49 item 3: on a phone the page opens with the text, its instructions folded, and says nothing of arrow keys
// where there is no keyboard; the review lines follow the text.
describe("side by side starts with the text", () => {
  // The facts with the longest titles, where the first screen is most crowded.
  const longest = catalogue.facts
    .filter((f) => f.publishedDate <= seoulDay(new Date()) && LANGS.every((l) => f.translations[l]) && storedPairs("data", f))
    .sort(
      (a, b) =>
        b.translations.en!.title.length +
        b.translations.ko!.title.length -
        (a.translations.en!.title.length + a.translations.ko!.title.length),
    )
    .slice(0, 2);
  for (const lang of LANGS)
    it(`shows the first sentence pair within the first screen at 360 × 800, instructions in one line (${lang})`, async () => {
      for (const f of longest) {
        const { page, context, problems } = await openPage(env.browser, {
          viewport: { width: 360, height: 800 },
          hasTouch: true,
          isMobile: true,
        });
        await page.goto(`${env.url}/${lang}${f.path}/side-by-side`);
        await waitForHydration(page);
        const first = page.locator("#p0 tr.sbs-pair td").first();
        const top = await first.evaluate((el) => el.getBoundingClientRect().top);
        expect(top, f.path).toBeLessThan(800 - 40);
        // "How it works" is one closed line that opens; on a touch screen it never mentions arrow keys.
        const help = page.locator("details.sbs-help");
        expect(await help.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        const summary = help.locator("summary");
        const summaryLines = await summary.evaluate((s) => {
          const style = getComputedStyle(s);
          const content = s.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return Math.round(content / parseFloat(style.lineHeight));
        });
        expect(summaryLines).toBe(1);
        await summary.click();
        await expect.poll(() => help.locator("p").isVisible()).toBe(true);
        expect(await help.locator("p").innerText()).not.toMatch(/arrow|화살표/);
        // The review and version lines come after the text.
        const order = await page.evaluate(() => {
          const status = document.querySelector(".sbs-status")!;
          const text = document.querySelector(".sbs-text")!;
          return Boolean(text.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        expect(order).toBe(true);
        const axe = await runAxe(page);
        expect(axe.violations.map((v) => v.id)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }
    });

  it("tells keyboard users about the arrow keys where there is a keyboard and a pointer (1280)", async () => {
    const { page, context } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.url}/en${fact.path}/side-by-side`);
    await page.locator("details.sbs-help summary").click();
    expect(await page.locator("details.sbs-help p").innerText()).toContain("arrow keys");
    await context.close();
  });
});
