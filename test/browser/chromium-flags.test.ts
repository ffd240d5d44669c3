import { chromium, type Browser } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_UI_FEATURES_OFF, CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from "../support/chromium";
import { sharedServerUrl } from "../support/built-server";

// test/support/chromium.ts replaces Playwright's --disable-features with its own list (Chromium reads one), so
// it must still hold every feature Playwright turns off, and it must keep the browser UI's renderers away.
let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The `--disable-features` the browser goes by (the last one given), as chrome://version shows its command line. */
async function disabledFeatures(args: string[]): Promise<string[]> {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  const page = await (await browser.newContext()).newPage();
  await page.goto("chrome://version");
  const commandLine = await page.locator("#command_line").innerText();
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].at(-1)?.[1]?.split(",") ?? [];
}

describe("the Chromium the tests drive", () => {
  it("turns off every feature Playwright does", async () => {
    const playwrights = await disabledFeatures(CHROMIUM_ARGS.filter((arg) => !arg.startsWith("--disable-features=")));
    expect(playwrights.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
    const ours = await disabledFeatures(CHROMIUM_ARGS);
    expect(ours).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF]));
  });

  it("opens a page without the address bar's WebUI renderers", async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const cdp = await browser.newBrowserCDPSession();
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${sharedServerUrl()}/en/privacy-policy`);
    const { targetInfos } = await cdp.send("Target.getTargets");
    expect(targetInfos.filter((t) => t.type === "browser_ui").map((t) => t.url)).toEqual([]);
  });
});
