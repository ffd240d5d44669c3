import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { AxeResults } from "axe-core";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { sharedServerUrl } from "./built-server";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A page that records every console error, warning about hydration, uncaught exception and failed
 * same-origin request, so a test can assert the page ran clean.
 *
 * Service workers are blocked unless `options` allow them (offline.test.ts does): every hydrated page registers
 * /sw.js once the browser is idle, and its install fetches the pages it keeps, work that no other test looks at
 * (smoke and fact-toolbar together: 82–89 s → 72–81 s on our 2-core machine, 2026-11-28).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: "block", ...options });
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

/**
 * axe-core's minified build, the same rules as `axe.source` (which is the unminified function's text, 1.3 MB
 * against 0.6 MB): putting it into a page costs about 0.25 s of wall time and 0.45 s of CPU less a run on our
 * 2-core machines (2026-11-27).
 */
const AXE_SCRIPT = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core over the page, or over the elements `include` selects, and returns what it found (only violations
 * are gathered). axe is put into the page once and run with `axe.run`: about 1 s a run on our 2-core machines.
 * @axe-core/playwright's `analyze()` put the script in twice and finished in a new blank page, about 3 s.
 * That builder runs axe in every frame as well; Curio's pages have none, and a page with one fails here instead.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  expect(page.frames(), "runAxe checks the top frame only").toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(
    (selector) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector === null ? document : { include: [selector] }, {
        resultTypes: ["violations"],
      }),
    include ?? null,
  );
}

/** Waits until React has hydrated the document and its effects have run. */
export async function waitForHydration(page: Page): Promise<void> {
  // root.tsx marks <html> from an effect, which runs once React has hydrated the whole document.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && document.readyState === "complete");
  // One more frame so effects that run after hydration have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * Waits until what can still move a hydrated page has arrived: web fonts and images loaded, then two frames so a
 * layout shift they caused has been observed. Use before `expectNoLayoutShifts` (instead of a fixed wait).
 */
export async function waitForLayoutToSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What a browser test file gets from `browserAndServerForFile`. */
export interface BrowserEnv {
  readonly browser: Browser;
  /** The run's production server (build/server.js on a real port), e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** Opens `path` in a fresh context (an `openPage`, default viewport as given to `browserAndServerForFile`) and waits for hydration. */
  visit(path: string, options?: BrowserContextOptions): Promise<Awaited<ReturnType<typeof openPage>>>;
  /** A fresh context and page with JavaScript off (a phone, 360×800, unless `options` say otherwise). */
  withoutScript(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One Chromium for a test file, launched before its tests and closed after, over the run's shared production
 * server (test/setup/built-server.ts). Files run in parallel, each with its own Chromium.
 */
export function browserAndServerForFile(defaults: { viewport?: { width: number; height: number } } = {}): BrowserEnv {
  const viewport = defaults.viewport ?? { width: 360, height: 800 };
  let browser: Browser | undefined;
  const url = sharedServerUrl();
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const env: BrowserEnv = {
    get browser() {
      return browser!;
    },
    url,
    async visit(path, options = {}) {
      const opened = await openPage(env.browser, { viewport, ...options });
      await opened.page.goto(url + path);
      await waitForHydration(opened.page);
      return opened;
    },
    async withoutScript(options = {}) {
      const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 }, ...options });
      return { context, page: await context.newPage() };
    },
  };
  return env;
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
const layoutShifts = (page: Page): Promise<LayoutShifts> => page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);

/** Asserts the page has not shifted (CLS 0), naming what moved and when: a shift seen once on a loaded machine may not come again. */
export async function expectNoLayoutShifts(page: Page, label = ""): Promise<void> {
  const shifted = await layoutShifts(page);
  expect(shifted.total, `${label} moved: ${shifted.moved.join(" | ")}`.trim()).toBe(0);
}
