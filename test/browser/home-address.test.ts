import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAndServerForFile, waitForHydration } from "../support/browser";

// Every fact a reader saw on home has an address (issue 50, item 2): after a pick the URL names the fact shown,
// so Back, reload and a shared link bring the same fact back, with and without JavaScript.
const env = browserAndServerForFile();

/** The random card's fact, by the path its Get New Fact form says it is replacing. */
const shownFact = (page: Page) => page.locator('.new-fact-form input[name="after"]').getAttribute("value");
const factInAddress = (page: Page) => new URL(page.url()).searchParams.get("fact");

describe("home's random fact has an address", () => {
  it("names each pick in the URL, never repeats the one just shown, and comes back on Back and reload", async () => {
    const { page, context, problems } = await env.visit("/en");
    const seen: string[] = [(await shownFact(page))!];
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Get New Fact" }).click();
      await page.waitForFunction((before) => new URL(location.href).searchParams.get("fact") !== before, factInAddress(page));
      await page.waitForFunction(
        (path) => document.querySelector<HTMLInputElement>('.new-fact-form input[name="after"]')?.value === path,
        factInAddress(page),
      );
      const now = (await shownFact(page))!;
      expect(now).not.toBe(seen.at(-1));
      expect(factInAddress(page)).toBe(now);
      seen.push(now);
    }
    const last = seen.at(-1)!;
    // The random card's own link (today's card above it has one too).
    await page
      .locator("#random-fact")
      .getByRole("link", { name: /Read more/ })
      .click();
    await page.waitForURL((url) => url.pathname === `/en${last}`);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("fact") === last);
    await waitForHydration(page);
    expect(await shownFact(page)).toBe(last);
    await page.reload();
    await waitForHydration(page);
    expect(await shownFact(page)).toBe(last);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: a new pick lands on its own address", async () => {
    const { page, context } = await env.withoutScript();
    await page.goto(`${env.url}/ko`);
    const first = await shownFact(page);
    await page.locator(".new-fact-button").click();
    await page.waitForURL((url) => url.searchParams.has("fact"));
    const picked = factInAddress(page);
    expect(picked).not.toBe(first);
    expect(await shownFact(page)).toBe(picked);
    // A shared link shows the same fact to someone else.
    const other = await env.withoutScript();
    await other.page.goto(page.url());
    expect(await shownFact(other.page)).toBe(picked);
    await other.context.close();
    await context.close();
  });
});
