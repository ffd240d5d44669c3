import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pairedParagraphs } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { LANGS } from "../../app/lib/i18n/languages";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { browserAndServerForFile, expectNoLayoutShifts, openPage, waitForHydration, watchLayoutShifts, runAxe } from "../support/browser";
import { BOTH_VOICES, endNextBeforeStart, finishSentence, speechOf, stubSpeech, type Voice } from "../support/speech";

// Issue 34 item 3, "Listen and follow": one utterance a sentence, the highlight driven by each utterance's own
// start and end events only (a stand-in engine that never fires boundary events), a tap reads from a sentence,
// replay, speed, and the learner's mode that reads each pair (the other language, then the page's).
const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");
const fact = catalogue.facts.find(
  (f) => f.publishedDate <= seoulDay(new Date()) && LANGS.every((l) => f.translations[l]) && storedPairs("data", f),
)!;
const paragraphs = pairedParagraphs(storedPairs("data", fact)!);

const last = async (page: Page) => (await speechOf(page)).spoken.at(-1)!;
const marked = (page: Page) => page.locator(".sentence.is-speaking").allTextContents();

async function visit(path: string, width: number, voices: readonly Voice[] = BOTH_VOICES) {
  const opened = await openPage(env.browser, { viewport: { width, height: 800 } });
  await opened.page.addInitScript(stubSpeech, [...voices]);
  await opened.page.addInitScript(watchLayoutShifts);
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  return opened;
}

describe("listen and follow", () => {
  for (const width of [360, 1280])
    for (const lang of LANGS) {
      const other = LANGS.find((l) => l !== lang)!;
      it(`follows each utterance's start and end, reads from a tapped sentence, replays, changes speed and reads pair by pair (${lang}, ${width} px)`, async () => {
        const { page, context, problems } = await visit(`/${lang}${fact.path}/side-by-side`, width);
        await page.getByRole("button", { name: lang === "en" ? "Listen" : "듣기" }).click();
        // The highlight follows the engine: one sentence an utterance, marked from its start, unmarked at its end.
        await expect.poll(async () => (await marked(page)).length).toBe(1);
        const first = await last(page);
        expect(await marked(page)).toEqual([first.text]);
        await finishSentence(page);
        await expect.poll(() => marked(page)).toEqual([(await last(page)).text]);
        expect((await last(page)).text).not.toBe(first.text);

        const panel = page.getByRole("group", { name: lang === "en" ? "Reading aloud" : "소리 내어 읽기" });
        // Speed: buttons in the site's style, the current one pressed; the sentence starts again at the new rate.
        const speeds = panel.getByRole("group", { name: lang === "en" ? "Speed" : "속도" });
        expect(await speeds.getByRole("button").allTextContents()).toEqual(["0.75×", "1×", "1.25×"]);
        await speeds.getByRole("button", { name: "1.25×" }).click();
        await expect.poll(async () => (await last(page)).rate).toBe(1.25);
        expect(await speeds.getByRole("button", { pressed: true }).textContent()).toBe("1.25×");
        expect(await speeds.getByRole("button", { name: "1.25×" }).evaluate((b) => b.classList.contains("button"))).toBe(true);

        // A tap on a sentence reads from there.
        const target = page.locator(`#p1 td[lang="${lang}"] .sentence`).first();
        await target.scrollIntoViewIfNeeded();
        // On the sentence's own text (a key term inside it is a button of its own, which opens its gloss).
        await target.dispatchEvent("click");
        const targetText = (await target.textContent())!.trim();
        await expect.poll(async () => (await last(page)).text).toBe(targetText);
        await expect.poll(() => marked(page)).toEqual([targetText]);
        expect((await last(page)).rate).toBe(1.25);

        // Replay says the same sentence again.
        const before = (await speechOf(page)).spoken.length;
        await panel.getByRole("button", { name: lang === "en" ? "Say this sentence again" : "이 문장 다시 듣기" }).click();
        await expect.poll(async () => (await speechOf(page)).spoken.length).toBe(before + 1);
        expect((await last(page)).text).toBe(targetText);
        await expect.poll(() => marked(page)).toEqual([targetText]);

        // An utterance the engine ends before it starts is never left marked: only the next sentence is.
        await endNextBeforeStart(page);
        await panel.getByRole("button", { name: lang === "en" ? "Say this sentence again" : "이 문장 다시 듣기" }).click();
        await expect.poll(async () => (await last(page)).text).not.toBe(targetText);
        await expect.poll(async () => marked(page)).toEqual([(await last(page)).text]);
        // Back to the tapped sentence, where the learner's mode below starts.
        await target.dispatchEvent("click");
        await expect.poll(() => marked(page)).toEqual([targetText]);

        // The learner's mode: each pair, the other language first, then the page's.
        await panel.getByRole("checkbox").check();
        const pair = paragraphs[1]![0]!;
        await expect.poll(async () => (await last(page)).text).toBe(pair[other][0]);
        await expect.poll(() => marked(page)).toEqual([pair[other][0]]);
        for (const sentence of [...pair[other].slice(1), ...pair[lang]]) {
          await finishSentence(page);
          await expect.poll(async () => (await last(page)).text).toBe(sentence);
          await expect.poll(() => marked(page)).toEqual([sentence]);
        }

        // The panel never covers the sentence being read: one left at the window's bottom edge, under where the
        // panel stands, is read from above it.
        await panel.getByRole("checkbox").uncheck();
        const low = page.locator(`td[lang="${lang}"] .sentence`).last();
        await low.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().bottom - window.innerHeight + 4));
        await low.dispatchEvent("click");
        await expect.poll(() => marked(page)).toEqual([(await low.textContent())!.trim()]);
        const clear = () =>
          page.evaluate(() => {
            const panelTop = document.querySelector("[popover][role=group]")!.getBoundingClientRect().top;
            return document.querySelector(".sentence.is-speaking")!.getBoundingClientRect().bottom <= panelTop;
          });
        await expect.poll(clear).toBe(true);

        const axe = await runAxe(page);
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await expectNoLayoutShifts(page);
        await page.getByRole("button", { name: lang === "en" ? "Stop" : "정지", exact: true }).click();
        await expect.poll(async () => (await marked(page)).length).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      });
    }

  it("says so where the device has no voice for a language", async () => {
    const { page, context } = await visit(`/en${fact.path}/side-by-side`, 1280, [BOTH_VOICES[0]!]);
    await page.getByRole("button", { name: "Listen" }).click();
    await expect.poll(() => page.getByRole("group", { name: "Reading aloud" }).textContent()).toContain("No Korean voice on this device");
    expect(new Set((await speechOf(page)).spoken.map((s) => s.lang))).toEqual(new Set(["en-US"]));
    await context.close();
  });

  it("reads the fact page in its own language from a tapped sentence, at the chosen speed, with no layout shift (ko, 360 px)", async () => {
    const { page, context, problems } = await visit(`/ko${fact.path}`, 360);
    await page.getByRole("button", { name: "듣기" }).click();
    await expect.poll(async () => (await marked(page)).length).toBe(1);
    const panel = page.getByRole("group", { name: "소리 내어 읽기" });
    // One language on the fact page: no learner's mode.
    expect(await panel.getByRole("checkbox").count()).toBe(0);
    await panel.getByRole("group", { name: "속도" }).getByRole("button", { name: "0.75×" }).click();
    const target = page.locator("#p1 .sentence").first();
    await target.scrollIntoViewIfNeeded();
    await target.dispatchEvent("click");
    const text = (await target.textContent())!.trim();
    await expect.poll(async () => (await last(page)).text).toBe(text);
    expect(await last(page)).toMatchObject({ text, lang: "ko-KR", rate: 0.75 });
    await expect.poll(() => marked(page)).toEqual([text]);
    const axe = await runAxe(page);
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await expectNoLayoutShifts(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
