import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAndServerForFile, openPage, waitForHydration } from "../support/browser";

const env = browserAndServerForFile();
const FACT = "/fact/space/venus-day-longer-than-year";

/** Presses Tab until the focused element is the link to `href`; the number of presses, or -1 if never. */
async function tabTo(page: Page, href: string, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((want) => document.activeElement?.getAttribute("href") === want, href)) return presses;
  }
  return -1;
}

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? "");

describe("report a problem, with the keyboard", () => {
  it.each([
    ["en", "Report a problem with this fact", "Something else", "Details", "Send report", "Your report has been received"],
    ["ko", "이 지식의 오류 신고", "기타", "자세한 내용", "신고 보내기", "신고가 접수되었습니다"],
  ] as const)(
    "in %s: Tab reaches the report link, Enter opens the form, and the form submits",
    async (lang, linkText, reasonLabel, messageLabel, submit, thanks) => {
      const { page, context, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${env.url}/${lang}${FACT}`);
      await waitForHydration(page);
      const report = `/${lang}${FACT}/report`;
      expect(await tabTo(page, report)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(linkText);
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${report}`);
      await page.getByRole("heading", { level: 1 }).waitFor();

      // A post with nothing chosen is refused, and focus goes to the error summary.
      await page.getByRole("button", { name: submit }).click();
      await page.waitForFunction(() => document.activeElement?.classList.contains("error-summary"), null, { timeout: 5000 });
      expect(await focusedClass(page)).toContain("error-summary");
      // Its first line leads to the reasons' first choice, and the summary stays.
      await page.locator(".error-summary a").first().click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("report-reason-wrong");
      expect(await page.locator(".error-summary").count()).toBe(1);

      await page.getByLabel(reasonLabel).check();
      await page.getByLabel(messageLabel).fill("The summary and the explanation disagree about the length of the day.");
      await page.getByRole("button", { name: submit }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${report}?sent=1`);
      await page.getByText(thanks).waitFor();
      // The refused post's 400 is logged by Chromium as a failed load: that is the form working as intended.
      expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
      await context.close();
    },
  );

  it("works without JavaScript: a refused post focuses the error summary, a good one redirects to the thank-you", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.url}/en${FACT}/report`);
    await page.getByRole("button", { name: "Send report" }).click();
    await page.waitForLoadState();
    expect(await page.locator(".error-summary").count()).toBe(1);
    expect(await focusedClass(page)).toContain("error-summary");
    await page.getByLabel("A typo or a grammar mistake").check();
    await page.getByLabel("Details").fill("There is a typo in the second paragraph of the explanation.");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.waitForURL(`**/en${FACT}/report?sent=1`);
    expect(await page.getByText("Your report has been received").count()).toBe(1);
    await context.close();
  });
});
