import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openPage, waitForHydration } from "../support/browser";
import { startTestServer } from "../support/server";

let browser: Browser;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startTestServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const background = () => getComputedStyle(document.body).backgroundColor;

describe("theme toggle", () => {
  it("paints the saved theme before any script runs (no flash)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "light" });
    await context.addCookies([{ name: "theme", value: "dark", url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/en/blog`);
    expect(await page.evaluate(background)).toBe("rgb(21, 19, 15)");
    await page.screenshot({ path: "test-results/theme-before-hydration.png" }).catch(() => undefined);
    await context.close();
  });

  it("follows the system until the reader picks, then remembers the pick", async () => {
    const { page, context, problems } = await openPage(browser, { colorScheme: "dark" });
    await page.goto(`${server.url}/ko`);
    await waitForHydration(page);
    expect(await page.evaluate(background)).toBe("rgb(21, 19, 15)");
    await page.getByRole("button", { name: "밝게" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "light");
    expect(await page.evaluate(background)).toBe("rgb(251, 248, 243)");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("light");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.getByRole("button", { name: "밝게" }).getAttribute("aria-pressed")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works without JavaScript through the form", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/privacy-policy`);
    await page.getByRole("button", { name: "Dark" }).click();
    await page.waitForURL(/\/en\/privacy-policy$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await context.close();
  });
});
