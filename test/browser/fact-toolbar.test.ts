import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { LANGS, type Lang } from "../../app/lib/i18n/languages";
import {
  browserAndServerForFile,
  expectNoLayoutShifts,
  openPage,
  waitForHydration,
  waitForLayoutToSettle,
  watchLayoutShifts,
  runAxe,
} from "../support/browser";
import { BOTH_VOICES, stubSpeech, type Voice } from "../support/speech";
import { sweep } from "../support/sweep";

// Issue 30, items 3, 6, 9 and 10: one toolbar for a fact, learners keep their place, compact key terms, and
// Listen in Korean.
const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");
const bilingual = catalogue.facts.filter((f) => LANGS.every((l) => f.translations[l]));
const fact = bilingual.find((f) => f.translations.en!.detail.length >= 4 && f.glossary.length >= 5)!;
const pages = (lang: Lang) => [`/${lang}${fact.path}`, `/${lang}${fact.path}/side-by-side`];

async function visit(path: string, options: BrowserContextOptions & { voices?: readonly Voice[] } = {}) {
  const { voices = BOTH_VOICES, ...contextOptions } = options;
  const opened = await openPage(env.browser, { viewport: { width: 360, height: 800 }, ...contextOptions });
  await opened.page.addInitScript(stubSpeech, [...voices]);
  await opened.page.addInitScript(watchLayoutShifts);
  await opened.page.goto(env.url + path);
  await waitForHydration(opened.page);
  return opened;
}

/** Where the text starts, in page coordinates: what must not move when a tool is used. */
const textTop = (page: Page) => page.evaluate(() => document.querySelector("[data-place]")!.getBoundingClientRect().top + window.scrollY);

/** The distinct rows the toolbar's visible items sit on. */
const toolbarRows = (page: Page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>(".fact-toolbar > *")].filter((e) => e.getBoundingClientRect().width > 0);
    return new Set(items.map((e) => Math.round(e.getBoundingClientRect().top))).size;
  });

describe("the fact toolbar", () => {
  it("sits under the title, in the same order, on the fact page and the side-by-side page, both languages", async () => {
    for (const lang of LANGS)
      for (const path of pages(lang)) {
        const { page, context, problems } = await visit(path);
        const layout = await page.evaluate(() => {
          const tools = document.querySelector(".fact-tools")!;
          const h1 = document.querySelector("h1")!;
          const first = document.querySelector("[data-place]")!;
          return {
            afterTitle: h1.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING,
            beforeText: tools.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
            gap: tools.getBoundingClientRect().top - h1.getBoundingClientRect().bottom,
            label: document.querySelector(".fact-toolbar")!.getAttribute("aria-label"),
            count: document.querySelectorAll(".fact-toolbar").length,
          };
        });
        expect(layout.count, path).toBe(1);
        expect(layout.afterTitle, path).toBeTruthy();
        expect(layout.beforeText, path).toBeTruthy();
        // Only the title's one meta line lies between them on the fact page (issue 50); the side-by-side page's
        // own lines are its own.
        expect(layout.gap, path).toBeLessThan(path.endsWith("side-by-side") ? 200 : 60);
        expect(layout.label).toBe(lang === "en" ? "Reading tools" : "읽기 도구");
        const toolbar = page.locator(".fact-toolbar");
        // The other language is the header's switch on the fact page, not repeated in its tools (issue 50).
        const other = LANGS.find((l) => l !== lang)!;
        expect(await toolbar.locator(`a[hreflang="${other}"]`).count(), path).toBe(path.endsWith("side-by-side") ? 1 : 0);
        expect(await page.locator(`.header-languages a[hreflang="${other}"]`).count(), path).toBe(1);
        // Listen arrives with its lazy chunk after hydration: wait for it rather than count too early.
        for (const name of lang === "en" ? ["Listen", "Save", "Share"] : ["듣기", "저장", "공유"])
          await expect.poll(() => toolbar.getByRole("button", { name }).count(), { message: `${path}: ${name}`, timeout: 10_000 }).toBe(1);
        // Side by side from the fact page, back to the fact from the side-by-side page.
        const sideBySide = toolbar.locator(`a[href="/${lang}${fact.path}/side-by-side"]`);
        const backToFact = toolbar.locator(`a[href="/${lang}${fact.path}"]`);
        expect(await sideBySide.count(), path).toBe(path.endsWith("side-by-side") ? 0 : 1);
        expect(await backToFact.count(), path).toBe(path.endsWith("side-by-side") ? 1 : 0);
        expect(problems).toEqual([]);
        await context.close();
      }
  });

  it("no longer repeats the tools at the bottom of the fact page", async () => {
    const { page, context } = await visit(`/ko${fact.path}`);
    expect(await page.locator(".save-toggle").count()).toBe(1 + (await page.locator(".fact-card .save-toggle").count()));
    expect(await page.locator(`a[href="/ko${fact.path}/side-by-side"]`).count()).toBe(1);
    expect(await page.locator(".fact-actions, .fact-action-buttons").count()).toBe(0);
    await context.close();
  });

  // One retry, as for the other CLS measurements (reader.test.ts): a real shift shows on every load.
  it(
    "fits one row on the fact page from 360 px (two at 320) and moves nothing while the page loads and hydrates (CLS 0)",
    { retry: 1, timeout: 300_000 },
    async () => {
      for (const lang of LANGS)
        for (const path of pages(lang))
          for (const width of [320, 360, 1280]) {
            const { page, context, problems } = await visit(path, { viewport: { width, height: 800 } });
            await expect.poll(() => page.locator(".fact-toolbar .read-aloud button").count()).toBe(1);
            await waitForLayoutToSettle(page);
            const factPage = !path.endsWith("side-by-side");
            expect(await toolbarRows(page), `${path} at ${width}`).toBeLessThanOrEqual(width >= 1280 || (factPage && width >= 360) ? 1 : 2);
            await expectNoLayoutShifts(page, `${path} at ${width}`);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
            expect(problems).toEqual([]);
            await context.close();
          }
    },
  );

  it("shows without JavaScript only what works without it: links, and no empty boxes", async () => {
    for (const lang of LANGS)
      for (const path of pages(lang)) {
        const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
        const page = await context.newPage();
        await page.goto(env.url + path);
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>(".fact-tools *")]
            .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0)
            .filter((e) => e.children.length === 0 || e.matches("a, button"))
            .map((e) => ({
              tag: e.closest("a, button")?.tagName ?? e.tagName,
              href: e.closest("a")?.getAttribute("href") ?? null,
              text: e.textContent!.trim(),
            })),
        );
        expect(shown.length, path).toBeGreaterThan(0);
        for (const item of shown) {
          expect(item.tag, `${path}: ${JSON.stringify(item)}`).toBe("A");
          expect(item.href, path).toBeTruthy();
          expect(item.text, path).not.toBe("");
        }
        // Nothing drawn in the toolbar is empty: no reserved slot, no status line.
        const empty = await page.evaluate(
          () => [...document.querySelectorAll(".tool-slot, .tool-status")].filter((e) => e.getBoundingClientRect().height > 0).length,
        );
        expect(empty, path).toBe(0);
        await context.close();
      }
  });

  it("has no axe violations, light and dark, with a status said", async () => {
    // Every page in both languages and both schemes, each pair of the three once (four runs, not eight; each
    // axe run with its page costs about 4.5 s): the fact page in English light and Korean dark, the
    // side-by-side page in English dark and Korean light.
    const runs = LANGS.flatMap((lang, l) =>
      pages(lang).map((path, p) => ({ lang, path, colorScheme: (l + p) % 2 === 0 ? ("light" as const) : ("dark" as const) })),
    );
    expect(new Set(runs.map((r) => `${r.lang} ${r.colorScheme}`)).size).toBe(4);
    for (const { path, colorScheme } of runs) {
      const { page, context, problems } = await visit(path, { colorScheme, voices: [] });
      await page.locator(".fact-toolbar .save-toggle").click();
      await expect.poll(() => page.locator(".tool-status a").count()).toBe(1);
      const axe = await runAxe(page);
      expect(axe.violations.map((v) => `${path} ${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 240_000);
});

describe("Save in the toolbar", () => {
  it.each([
    ["en", "Saved on this device.", "Your saved facts →", "Removed from your saved facts."],
    ["ko", "이 기기에 저장했습니다.", "저장한 지식 보기 →", "저장한 지식에서 뺐습니다."],
  ] as const)("confirms in a live region with a link to the saved list (%s), moving nothing", async (lang, said, link, removed) => {
    const { page, context, problems } = await visit(`/${lang}${fact.path}`, { viewport: { width: 320, height: 700 } });
    const status = page.locator(".tool-status [role=status]");
    expect(await status.textContent()).toBe("");
    const before = await textTop(page);
    await page.locator(".fact-toolbar .save-toggle").click();
    await expect.poll(() => status.textContent()).toBe(`${said} ${link}`);
    expect(await status.getByRole("link", { name: link }).getAttribute("href")).toBe(`/${lang}/saved`);
    expect(await page.locator(".fact-toolbar .save-toggle").getAttribute("aria-pressed")).toBe("true");
    expect(await textTop(page)).toBe(before);
    await page.locator(".fact-toolbar .save-toggle").click();
    await expect.poll(() => status.textContent()).toBe(removed);
    expect(await textTop(page)).toBe(before);

    // The link leads to the list, where the fact is once saved again.
    await page.locator(".fact-toolbar .save-toggle").click();
    await status.getByRole("link").click();
    await page.waitForURL(new RegExp(`/${lang}/saved$`));
    await page.waitForFunction(() => document.querySelectorAll(".saved-list .fact-card").length === 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("saves from the side-by-side page too, and Share says the link was copied without moving anything", async () => {
    const { page, context } = await visit(`/en${fact.path}/side-by-side`);
    await page.locator(".fact-toolbar .save-toggle").click();
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    const before = await textTop(page);
    await page.locator(".fact-toolbar").getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.locator(".tool-status [role=status]").textContent()).toBe("Link copied!");
    expect(await textTop(page)).toBe(before);
    await context.close();
  });
});

// The header's language switch is always in view (the toolbar is at the top, where there is no place to keep).
describe("switching language keeps the reader's place", () => {
  /** Scrolls so that paragraph `n` is the first one showing under the header; returns the header's bottom. */
  const readParagraph = (page: Page, n: number) =>
    page.evaluate((n) => {
      const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
      const el = document.getElementById(`p${n}`)!;
      window.scrollBy(0, el.getBoundingClientRect().top - header - 8);
      return header;
    }, n);
  const placeOf = (page: Page, n: number) => page.evaluate((n) => document.getElementById(`p${n}`)!.getBoundingClientRect().top, n);

  it.each([
    ["en", "ko", "", 360, 3],
    ["ko", "en", "", 360, 4],
    ["en", "ko", "/side-by-side", 1280, 2],
    ["ko", "en", "/side-by-side", 360, 3],
  ] as const)("from /%s to /%s%s the same paragraph comes into view (%i px)", async (from, to, view, width, n) => {
    const { page, context, problems } = await visit(`/${from}${fact.path}${view}`, { viewport: { width, height: 640 } });
    const header = await readParagraph(page, n);
    await page.locator(`.header-languages a[hreflang="${to}"]`).click();
    await page.waitForURL(`${env.url}/${to}${fact.path}${view}#p${n}`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);
    const top = await placeOf(page, n);
    expect(top).toBeGreaterThanOrEqual(header - 1);
    expect(top).toBeLessThan(header + 40);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("goes to the top from the header's language switch, which sits above the text", async () => {
    const { page, context } = await visit(`/en${fact.path}`);
    await page
      .locator(".site-header")
      .getByRole("link", { name: /한국어/ })
      .click();
    await page.waitForURL(`${env.url}/ko${fact.path}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe("Listen in the toolbar", () => {
  it.each([
    ["ko", "듣기", "일시 정지", "정지"],
    ["en", "Listen", "Pause", "Stop"],
  ] as const)("never moves the page when pressed (%s, 320 and 360 px)", async (lang, listen, pause, stop) => {
    for (const path of pages(lang))
      for (const width of [320, 360]) {
        const { page, context, problems } = await visit(path, { viewport: { width, height: 700 } });
        const before = { text: await textTop(page), rows: await toolbarRows(page) };
        await page.getByRole("button", { name: listen }).click();
        await expect.poll(() => page.getByRole("button", { name: pause, exact: true }).count()).toBe(1);
        expect(await page.getByRole("button", { name: stop, exact: true }).isVisible()).toBe(true);
        expect({ text: await textTop(page), rows: await toolbarRows(page) }, `${path} at ${width}`).toEqual(before);
        await page.getByRole("button", { name: pause, exact: true }).click();
        await page.getByRole("button", { name: stop, exact: true }).click();
        await expect.poll(() => page.getByRole("button", { name: listen }).count()).toBe(1);
        expect(await textTop(page)).toBe(before.text);
        expect(problems).toEqual([]);
        await context.close();
      }
  });

  it.each([
    ["en", [] as Voice[]],
    ["ko", [{ name: "Samantha", lang: "en-US" }]],
  ] as const)("shows no Listen on /%s without a voice for the language: no dead button, nothing moved", async (lang, voices) => {
    const { page, context, problems } = await visit(`/${lang}${fact.path}`, { voices: [...voices], viewport: { width: 320, height: 700 } });
    // Once the read-aloud chunk has loaded and drawn (what a voice would have shown by then), there is no button.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("read-aloud-controls")));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator(".fact-toolbar .read-aloud, .fact-toolbar .read-aloud-button").count()).toBe(0);
    expect(await page.locator(".tool-status").innerText()).not.toMatch(/voice|음성/);
    await expectNoLayoutShifts(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  // The longest reading-time and date lines, and a seeded sample of the rest (CURIO_FULL=1: every bilingual fact).
  it("keeps “읽는 데 5분” and each date whole at 320 px", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    // Dates are written without leading zeros: two-digit months and days, an update line and 10+ minutes are the longest.
    const written = (iso?: string) => (iso ? iso.split("-").map(Number).join(".") : "");
    const metaLength = (f: (typeof bilingual)[number]) =>
      `${written(f.publishedDate)}${written(f.updatedDate)}${f.translations.ko!.readingTimeMinutes ?? ""}`.length;
    const longest = [...bilingual].sort((a, b) => metaLength(b) - metaLength(a)).slice(0, 4);
    for (const f of sweep("fact meta at 320 px", bilingual, 8, longest)) {
      await page.goto(`${env.url}/ko${f.path}`);
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll(".fact-header .fact-meta-item")]
          .filter((e) => {
            const range = document.createRange();
            range.selectNodeContents(e);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((e) => e.textContent),
      );
      expect(broken, f.path).toEqual([]);
    }
    await context.close();
  });
});

describe("key terms", () => {
  it("take at most ~200 px for six pairs at 360 px (a two-column table)", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const six = catalogue.facts.filter((f) => f.glossary.length === 6);
    expect(six.length).toBeGreaterThan(0);
    // The tables with the most text are the likeliest to grow: always those, and a seeded sample of the rest.
    const text = (f: (typeof six)[number]) => JSON.stringify(f.glossary).length;
    const wordiest = [...six].sort((a, b) => text(b) - text(a)).slice(0, 4);
    const tall: string[] = [];
    for (const f of sweep("six key terms at 360 px", six, 8, wordiest))
      for (const lang of LANGS) {
        if (!f.translations[lang]) continue;
        await page.goto(`${env.url}/${lang}${f.path}`);
        const box = await page.evaluate(() => {
          const dl = document.querySelector(".fact-glossary dl")!;
          const pair = dl.querySelector(".glossary-pair")!;
          return {
            height: dl.getBoundingClientRect().height,
            columns: new Set([...pair.children].slice(0, 2).map((e) => Math.round(e.getBoundingClientRect().top))).size,
          };
        });
        expect(box.columns, `${lang}${f.path}: term and partner side by side`).toBe(1);
        // A pair's note takes a line of its own: ~200 px for six plain pairs, a little more with a note.
        const notes = f.glossary.filter((g) => g.note).length;
        if (box.height > 200 + notes * 20) tall.push(`/${lang}${f.path}: ${Math.round(box.height)} px`);
      }
    expect(tall).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("the side-by-side page for learners", () => {
  it("has the key terms and the previous and next facts, side by side too", async () => {
    for (const lang of LANGS) {
      const { page, context } = await visit(`/${lang}${fact.path}/side-by-side`);
      expect(await page.locator(".fact-glossary .glossary-pair").count()).toBe(fact.glossary.length);
      const links = await page.locator(".sibling-nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(new RegExp(`^/${lang}/fact/[^/]+/[^/]+/side-by-side$`));
      await page.locator(".sibling-nav a").first().click();
      await page.waitForURL((url) => url.pathname === links[0]);
      await expect.poll(() => page.locator(".fact-toolbar").count()).toBe(1);
      await context.close();
    }
  });

  it("sets both languages at full strength, the page's language first, at every width and in both schemes", async () => {
    for (const colorScheme of ["light", "dark"] as const)
      for (const width of [320, 360, 1280])
        for (const lang of LANGS) {
          const { page, context } = await visit(`/${lang}${fact.path}/side-by-side`, { viewport: { width, height: 800 }, colorScheme });
          const colours = await page.evaluate(() => ({
            body: getComputedStyle(document.body).color,
            rows: [...document.querySelectorAll(".sbs-row:not(.sbs-status) > [lang]")].map(
              (e) => `${e.getAttribute("lang")} ${getComputedStyle(e).color}`,
            ),
            first: [...document.querySelectorAll(".sbs-row:not(.sbs-status)")].map((row) => row.firstElementChild!.getAttribute("lang")),
          }));
          expect(colours.rows.length).toBeGreaterThan(4);
          for (const row of colours.rows) expect(row.split(" ").slice(1).join(" "), `${row} (${colorScheme}, ${width})`).toBe(colours.body);
          expect(new Set(colours.first)).toEqual(new Set([lang]));
          await context.close();
        }
  });
});
