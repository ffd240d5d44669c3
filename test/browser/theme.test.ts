import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "../../app/lib/theme";
import { browserAndServerForFile, expectNoLayoutShifts, openPage, waitForHydration, watchLayoutShifts } from "../support/browser";

const env = browserAndServerForFile();

const DARK = "rgb(21, 19, 15)";
const LIGHT = "rgb(251, 248, 243)";

interface Frame {
  scheme: string;
  background: string | null;
}

/**
 * Runs before any of the page's own scripts: records the colours of the first frame the browser is about to
 * paint (the first animation frame comes before the first paint), and every layout shift.
 */
function recordFirstFrame(): void {
  const w = window as unknown as { __firstFrame?: Frame };
  requestAnimationFrame(() => {
    const body = document.body;
    w.__firstFrame = {
      scheme: getComputedStyle(document.documentElement).colorScheme,
      background: body ? getComputedStyle(body).backgroundColor : null,
    };
  });
}

const firstFrame = async (page: Page): Promise<Frame> => {
  await page.waitForFunction(() => (window as unknown as { __firstFrame?: Frame }).__firstFrame !== undefined);
  return page.evaluate(() => (window as unknown as { __firstFrame: Frame }).__firstFrame);
};

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** A context whose origin already holds a saved theme, as a returning reader's browser does. */
async function withSavedTheme(scheme: "light" | "dark", saved: string) {
  const opened = await openPage(env.browser, { colorScheme: scheme, viewport: { width: 360, height: 800 } });
  await opened.context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem("seeded", "1");
      }
    },
    [THEME_STORAGE_KEY, saved],
  );
  await opened.context.addInitScript(recordFirstFrame);
  await opened.context.addInitScript(watchLayoutShifts);
  return opened;
}

describe("theme, applied in the browser before the first paint", () => {
  it.each([
    ["light", "dark", DARK],
    ["dark", "light", LIGHT],
  ] as const)("system %s, saved %s: the first frame already has the saved colours, and nothing shifts", async (system, saved, colour) => {
    const { page, context, problems } = await withSavedTheme(system, saved);
    await page.goto(`${env.url}/en/fact/science/honey-never-spoils`);
    const frame = await firstFrame(page);
    expect(frame.scheme).toBe(saved);
    if (frame.background !== null) expect(frame.background).toBe(colour);
    await waitForHydration(page);
    expect(await background(page)).toBe(colour);
    await expectNoLayoutShifts(page, `${system}/${saved}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ["light", LIGHT],
    ["dark", DARK],
  ] as const)("with no saved choice follows the system (%s) from the first frame", async (system, colour) => {
    const { page, context, problems } = await openPage(env.browser, { colorScheme: system });
    await context.addInitScript(recordFirstFrame);
    await page.goto(`${env.url}/ko`);
    const frame = await firstFrame(page);
    expect(frame.scheme).toBe("light dark");
    await waitForHydration(page);
    expect(await background(page)).toBe(colour);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("follows the system until the reader picks, then remembers the pick on the next page and the next visit", async () => {
    const { page, context, problems } = await openPage(env.browser, { colorScheme: "dark" });
    await page.goto(`${env.url}/ko`);
    await waitForHydration(page);
    expect(await background(page)).toBe(DARK);
    expect(await page.getByRole("button", { name: "시스템 설정" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "밝게" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "light");
    expect(await background(page)).toBe(LIGHT);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("light");
    expect((await context.cookies()).find((c) => c.name === "theme")).toBeUndefined();
    await page.goto(`${env.url}/ko/blog`);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.getByRole("button", { name: "밝게" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "시스템 설정" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === undefined);
    expect(await background(page)).toBe(DARK);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps a choice made while the theme lived in a cookie, and retires the cookie", async () => {
    const { page, context, problems } = await openPage(env.browser, { colorScheme: "light" });
    await context.addCookies([{ name: "theme", value: "dark", url: env.url }]);
    await context.addInitScript(recordFirstFrame);
    await page.goto(`${env.url}/en/blog`);
    expect((await firstFrame(page)).scheme).toBe("dark");
    await waitForHydration(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
    expect((await context.cookies()).find((c) => c.name === "theme")).toBeUndefined();
    expect(await page.getByRole("button", { name: "Dark" }).getAttribute("aria-pressed")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("without JavaScript follows the system, and offers no control that could not work", async () => {
    const { page, context } = await env.withoutScript({ colorScheme: "dark" });
    await page.goto(`${env.url}/en/privacy-policy`);
    expect(await background(page)).toBe(DARK);
    expect(await page.getByRole("group", { name: "Theme" }).isVisible()).toBe(false);
    await context.close();
  });
});
