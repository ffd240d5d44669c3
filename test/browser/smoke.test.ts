import AxeBuilder from "@axe-core/playwright";
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

const PAGES = [
  "/en",
  "/ko",
  "/en/fact/science/honey-never-spoils",
  "/ko/fact/animals/sharks-older-than-trees",
  "/en/blog",
  "/ko/blog?category=space&page=2",
  "/en/search?query=honey",
  "/ko/search?query=꿀",
  "/en/search",
  "/en/privacy-policy",
  "/ko/terms-of-service",
  "/ko/contact-us",
  "/en/no-such-page",
  "/ko/fact/space/no-such-fact",
];

describe("smoke", () => {
  it("loads /en with the tagline and no console errors", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${server.url}/en`);
    await waitForHydration(page);
    await expect(page.getByText("Expand your world, one fact at a time.").first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(PAGES)("%s hydrates without errors, has no axe violations and no sideways scroll at 360 px", async (path) => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(server.url + path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("has no axe violations on a wide desktop either (home, fact, blog)", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    for (const path of ["/en", "/ko/fact/space/venus-day-longer-than-year", "/ko/blog"]) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${path} ${v.id}`)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
