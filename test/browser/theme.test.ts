import { describe, expect, it } from "vitest";
import { openPage, browserAndServerForFile, waitForHydration } from "../support/browser";

const env = browserAndServerForFile();

const background = () => getComputedStyle(document.body).backgroundColor;

describe("theme toggle", () => {
  it("paints the saved theme before any script runs (no flash)", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, colorScheme: "light" });
    await context.addCookies([{ name: "theme", value: "dark", url: env.url }]);
    const page = await context.newPage();
    await page.goto(`${env.url}/en/blog`);
    expect(await page.evaluate(background)).toBe("rgb(21, 19, 15)");
    await page.screenshot({ path: "test-results/theme-before-hydration.png" }).catch(() => undefined);
    await context.close();
  });

  it("follows the system until the reader picks, then remembers the pick", async () => {
    const { page, context, problems } = await openPage(env.browser, { colorScheme: "dark" });
    await page.goto(`${env.url}/ko`);
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
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.url}/en/privacy-policy`);
    await page.getByRole("button", { name: "Dark" }).click();
    await page.waitForURL(/\/en\/privacy-policy$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await context.close();
  });
});
