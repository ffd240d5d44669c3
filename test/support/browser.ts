import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { startTestServer } from "./server";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A page that records every console error, warning about hydration, uncaught exception and failed
 * same-origin request, so a test can assert the page ran clean.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  // Chromium does not always log CSP violations (an eval, say) to the console: record the event itself.
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
      ),
    );
  });
  page.on("console", (message) => {
    const text = message.text();
    // A 404 page's own status is logged by Chromium as a failed load: that is the page working as intended.
    if (text.startsWith("Failed to load resource") && message.location().url === page.url()) return;
    if (message.type() === "error" || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, context, problems };
}

/** Waits until React has hydrated the document and its effects have run. */
export async function waitForHydration(page: Page): Promise<void> {
  // root.tsx marks <html> from an effect, which runs once React has hydrated the whole document.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && document.readyState === "complete");
  // One more frame so effects that run after hydration have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** One Chromium and one real server for a test file, started before its tests and stopped after. */
export function browserAndServerForFile(): { readonly browser: Browser; readonly url: string } {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startTestServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      return browser!;
    },
    get url() {
      return server!.url;
    },
  };
}

/** What `watchLayoutShifts` gathers: the summed layout shift, and what moved when (for the failure message). */
export interface LayoutShifts {
  total: number;
  moved: string[];
}

/** Counts the page's layout shifts not caused by input, from its first paint on: pass to `page.addInitScript`. */
export function watchLayoutShifts(): void {
  const w = window as unknown as { __shifts: LayoutShifts };
  w.__shifts = { total: 0, moved: [] };
  type Rect = { x: number; y: number; width: number; height: number };
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
  };
  const box = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[])
      if (!entry.hadRecentInput) {
        w.__shifts.total += entry.value;
        for (const source of entry.sources ?? [])
          w.__shifts.moved.push(
            `${Math.round(entry.startTime)} ms, ${box(source.previousRect)} → ${box(source.currentRect)}, scrollY ${scrollY}: ${(source.node as Element | null)?.outerHTML?.slice(0, 120) ?? "?"}`,
          );
      }
  }).observe({ type: "layout-shift", buffered: true });
}

/** The layout shifts `watchLayoutShifts` has seen so far. */
export const layoutShifts = (page: Page): Promise<LayoutShifts> =>
  page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);
