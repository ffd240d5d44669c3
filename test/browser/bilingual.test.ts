import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { splitSentences } from "../../app/lib/text/sentences";
import { LANGS } from "../../app/lib/i18n/languages";
import {
  browserAndServerForFile,
  expectNoLayoutShifts,
  openPage,
  waitForHydration,
  waitForLayoutToSettle,
  watchLayoutShifts,
  runAxe,
} from "../support/browser";
import { finishSentence, speechOf, stubSpeech, type Said } from "../support/speech";

// Issue 20, "Learn in two languages": read-aloud (with a stand-in speechSynthesis), the glossary's paired
// highlighting, and the side-by-side page for every reader.
const env = browserAndServerForFile();
// What readers see today: a scheduled fact is no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
// In both languages, with a summary of two sentences or more: the read-aloud tests follow it sentence by sentence.
const fact = catalogue.facts.find((f) => LANGS.every((l) => f.translations[l] && splitSentences(f.translations[l].body).length >= 2))!;

const VOICES = [
  { name: "British", lang: "en-GB" },
  { name: "Samantha", lang: "en-US" },
  { name: "Yuna", lang: "ko-KR" },
];

async function visit(path: string, voices = VOICES, options: BrowserContextOptions = {}) {
  const opened = await openPage(env.browser, { viewport: { width: 1280, height: 900 }, ...options });
  await opened.page.addInitScript(stubSpeech, voices);
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  return opened;
}

const marked = (page: Page) => page.locator(".sentence.is-speaking").allTextContents();

describe("read aloud", () => {
  it("reads in the language's voice, marks the sentence, and pauses, resumes and stops", async () => {
    const { page, context, problems } = await visit(`/en${fact.path}/side-by-side`);
    const title = fact.translations.en!.title;
    await page.getByRole("button", { name: "Listen" }).click();
    await expect.poll(() => marked(page)).toEqual([title]);
    expect((await speechOf(page)).spoken[0]).toMatchObject({ text: title, lang: "en-US", voice: "Samantha" });

    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("button", { name: "Resume" }).click();
    expect((await speechOf(page)).log).toEqual(expect.arrayContaining(["pause", "resume"]));

    await finishSentence(page);
    await expect.poll(() => marked(page)).toEqual([fact.translations.ko!.title]);
    expect((await speechOf(page)).spoken[1]).toMatchObject({ text: fact.translations.ko!.title, lang: "ko-KR", voice: "Yuna" });

    await page.getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => marked(page)).toEqual([]);
    expect((await speechOf(page)).log).toContain("cancel");
    await expect.poll(() => page.getByRole("button", { name: "Listen" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reads English then Korean, paragraph by paragraph, in the side-by-side view (even from the Korean page)", async () => {
    const { page, context, problems } = await visit(`/ko${fact.path}/side-by-side`);
    await page.getByRole("button", { name: "듣기" }).click();
    const said: Said[] = [];
    for (let i = 0; i < 6; i++) {
      await expect.poll(async () => (await speechOf(page)).spoken.length).toBe(i + 1);
      said.push((await speechOf(page)).spoken[i]!);
      await finishSentence(page);
    }
    const en = fact.translations.en!;
    const ko = fact.translations.ko!;
    expect(said[0]).toMatchObject({ text: en.title, lang: "en-US", voice: "Samantha" });
    expect(said[1]).toMatchObject({ text: ko.title, lang: "ko-KR", voice: "Yuna" });
    const enBody = splitSentences(en.body);
    expect(said.slice(2, 2 + enBody.length).map((s) => s.lang)).toEqual(enBody.slice(0, 4).map(() => "en-US"));
    expect(said[2]!.text).toBe(enBody[0]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("stops when the reader leaves the page", async () => {
    const { page, context } = await visit(`/en${fact.path}/side-by-side`);
    await page.getByRole("button", { name: "Listen" }).click();
    await expect.poll(async () => (await marked(page)).length).toBe(1);
    await page.getByRole("link", { name: "Back to the fact" }).click();
    await page.waitForURL((url) => !url.pathname.endsWith("side-by-side"));
    expect((await speechOf(page)).log).toContain("cancel");
    await expect.poll(() => marked(page)).toEqual([]);
    await context.close();
  });

  it("is not there at all when the browser has no voice for the languages (issue 49: a dead button looked broken)", async () => {
    // With a voice it is ready once the page has hydrated; without one (or with one for another language only)
    // it is not drawn, and nothing says so in its place.
    const shown = await visit(`/en${fact.path}/side-by-side`, [{ name: "Samantha", lang: "en-US" }]);
    await expect.poll(() => shown.page.getByRole("button", { name: "Listen" }).count()).toBe(1);
    await shown.context.close();
    for (const voices of [[], [{ name: "Kyoko", lang: "ja-JP" }]]) {
      const { page, context, problems } = await visit(`/en${fact.path}/side-by-side`, voices);
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("read-aloud-controls")));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.getByRole("button", { name: "Listen" }).count()).toBe(0);
      expect(await page.locator(".tool-status").innerText()).not.toContain("voice");
      expect(await speechOf(page).then((s) => s.spoken.length)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

// Issue 20.3 on the fact page: the same control, in the page's own language only, in the toolbar row.
describe("read aloud on the fact page", () => {
  it.each([
    ["en", "Listen", "Pause", "Resume", "Stop", "en-US", "Samantha"],
    ["ko", "듣기", "일시 정지", "이어 듣기", "정지", "ko-KR", "Yuna"],
  ] as const)(
    "reads the %s page in its voice, sentence by sentence, and pauses, resumes and stops",
    async (lang, listen, pause, resume, stop, voiceLang, voice) => {
      const { page, context, problems } = await visit(`/${lang}${fact.path}`, VOICES, { viewport: { width: 360, height: 800 } });
      const sentences = splitSentences(fact.translations[lang]!.body);
      await page.getByRole("button", { name: listen }).click();
      await expect.poll(() => marked(page)).toEqual([sentences[0]]);
      expect((await speechOf(page)).spoken[0]).toMatchObject({ text: sentences[0], lang: voiceLang, voice });

      await page.getByRole("button", { name: pause, exact: true }).click();
      await page.getByRole("button", { name: resume }).click();
      expect((await speechOf(page)).log).toEqual(expect.arrayContaining(["pause", "resume"]));

      await finishSentence(page);
      await expect.poll(() => marked(page)).toEqual([sentences[1]]);
      // Only the page's language is read: every utterance so far is in its voice.
      expect((await speechOf(page)).spoken.every((s) => s.lang === voiceLang)).toBe(true);

      await page.getByRole("button", { name: stop, exact: true }).click();
      await expect.poll(() => marked(page)).toEqual([]);
      expect((await speechOf(page)).log).toContain("cancel");
      await expect.poll(() => page.getByRole("button", { name: listen }).count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  // One retry, as for the other CLS measurements (reader.test.ts): a real shift shows on every load.
  it("appears after hydration without moving the page (CLS 0), and has no axe violations", { retry: 1 }, async () => {
    for (const lang of LANGS) {
      const opened = await openPage(env.browser, { viewport: { width: 360, height: 800 } });
      await opened.page.addInitScript(stubSpeech, VOICES);
      await opened.page.addInitScript(watchLayoutShifts);
      await opened.page.goto(`${env.url}/${lang}${fact.path}`);
      await waitForHydration(opened.page);
      await expect.poll(() => opened.page.locator(".fact-toolbar .read-aloud button").count()).toBe(1);
      await waitForLayoutToSettle(opened.page);
      await expectNoLayoutShifts(opened.page);
      const axe = await runAxe(opened.page);
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      expect(opened.problems).toEqual([]);
      await opened.context.close();
    }
  });

  it("is not there without a voice for the page's language, and stops on navigation", async () => {
    const silent = await visit(`/en${fact.path}`, [{ name: "Yuna", lang: "ko-KR" }]);
    await silent.page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("read-aloud-controls")));
    await silent.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await silent.page.locator(".read-aloud button").count()).toBe(0);
    expect(silent.problems).toEqual([]);
    await silent.context.close();

    const { page, context } = await visit(`/en${fact.path}`);
    await page.getByRole("button", { name: "Listen" }).click();
    await expect.poll(async () => (await marked(page)).length).toBe(1);
    await page.locator(".fact-keywords a").first().click();
    await page.waitForURL((url) => url.pathname.endsWith("/search"));
    expect((await speechOf(page)).log).toContain("cancel");
    await context.close();
  });
});

describe("the glossary in the side-by-side view", () => {
  const background = (page: Page, selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);

  it("lights a term's partner in the other column when the term is focused by keyboard or pointed at", async () => {
    const { page, context } = await visit(`/en${fact.path}/side-by-side`);
    const enTerm = `.sbs-text [lang="en"] .term[data-term="0"] >> nth=0`;
    const koTerm = `.sbs-text [lang="ko"] .term[data-term="0"] >> nth=0`;
    const resting = await background(page, koTerm);
    // Keyboard: Tab until the first English mark of pair 0 has focus.
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const here = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return el.matches('[lang="en"] .term[data-term="0"]');
      });
      if (here) break;
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.term)).toBe("0");
    expect(await background(page, koTerm)).not.toBe(resting);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    expect(await background(page, koTerm)).toBe(resting);

    await page.locator(koTerm).hover();
    expect(await background(page, enTerm)).not.toBe(resting);
    await context.close();
  });
});

describe("the side-by-side page", () => {
  it("works without JavaScript: both languages, paired", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${env.url}/ko${fact.path}/side-by-side`);
    expect(await page.locator('h1[lang="ko"]').textContent()).toBe(fact.translations.ko!.title);
    expect(await page.locator('.sbs-titles [lang="en"]').textContent()).toBe(fact.translations.en!.title);
    expect(await page.locator(".sbs-row").count()).toBeGreaterThanOrEqual(fact.translations.en!.detail.length + 2);
    await context.close();
  });

  it("stacks the pairs on a phone and sets them in two columns from 768 px", async () => {
    for (const [width, columns] of [
      [360, 1],
      [1280, 2],
    ] as const) {
      const { page, context } = await visit(`/en${fact.path}/side-by-side`, VOICES, { viewport: { width, height: 900 } });
      const tops = await page
        .locator("#p0 tr.sbs-pair:first-child > td")
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(columns === 2 ? 1 : 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  for (const colorScheme of ["light", "dark"] as const)
    for (const width of [360, 1280])
      it(`has no axe violations (${colorScheme}, ${width} px, both languages)`, async () => {
        for (const lang of LANGS) {
          const { page, context, problems } = await visit(`/${lang}${fact.path}/side-by-side`, VOICES, {
            viewport: { width, height: 900 },
            colorScheme,
          });
          const axe = await runAxe(page);
          expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
          expect(problems).toEqual([]);
          await context.close();
        }
      });
});
