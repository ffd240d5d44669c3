import { describe, expect, it } from "vitest";
import { openPage, browserAndServerForFile, waitForHydration, runAxe } from "../support/browser";
import { SCREENS } from "../support/pages";

const env = browserAndServerForFile();

describe("smoke", () => {
  it("loads /en with the tagline and no console errors", async () => {
    const { page, context, problems } = await openPage(env.browser);
    await page.goto(`${env.url}/en`);
    await waitForHydration(page);
    await expect(page.getByText("Expand your world, one fact at a time.").first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("runAxe reports what it finds, and only inside what it is given", async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.url}/en/privacy-policy`);
    await waitForHydration(page);
    // Planted faults: a form field without a label in <main>, an image without a text alternative in the footer.
    await page.evaluate(() => {
      document.querySelector("main")!.append(Object.assign(document.createElement("input"), { type: "text" }));
      document.querySelector("footer")!.append(Object.assign(document.createElement("img"), { src: "/favicon.svg" }));
    });
    expect((await runAxe(page)).violations.map((v) => v.id).sort()).toEqual(["image-alt", "label"]);
    expect((await runAxe(page, "main")).violations.map((v) => v.id)).toEqual(["label"]);
    await context.close();
  });

  it.each(SCREENS)("%s hydrates without errors, has no axe violations and no sideways scroll at 360 px", async (path) => {
    const { page, context, problems } = await openPage(env.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(env.url + path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const axe = await runAxe(page);
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("has no axe violations on a wide desktop either (home, fact, blog)", async () => {
    const { page, context, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    for (const path of ["/en", "/ko/fact/space/venus-day-longer-than-year", "/ko/blog"]) {
      await page.goto(env.url + path);
      await waitForHydration(page);
      const axe = await runAxe(page);
      expect(axe.violations.map((v) => `${path} ${v.id}`)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
