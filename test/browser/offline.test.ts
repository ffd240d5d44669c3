import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { offlineMessages } from "../../app/lib/i18n/messages/offline";
import { THEME_COLORS } from "../../app/lib/offline/app-icons";
import { pagesToKeep } from "../../app/lib/offline/keep-rules";
import { browserAndServerForFile, openPage, waitForHydration, runAxe } from "../support/browser";
import { freePort } from "../support/ports";
import { PRODUCTION_NODE_ARGS, productionEnv, SHARED_SERVER_ENV } from "../support/production-server";

// Issue 36, item 1: installable, and readable offline. The worker is the production build's /sw.js.
const env = browserAndServerForFile({ viewport: { width: 1280, height: 900 } });
const published = publishedAt(loadCatalogue("data"), new Date());
const [first, second] = published.facts.filter((f) => f.translations.en && f.translations.ko);

/** The addresses the worker's page cache holds (paths with their queries). */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith("curio-pages-"));
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)));
    return urls.flat().map((url) => new URL(url).pathname + new URL(url).search);
  });

/** The pages the server answers 200 among those the reader's page asks the worker to keep. */
async function pagesThatExist(saved: string[]): Promise<string[]> {
  const wanted = pagesToKeep("en", new Date(), saved);
  const statuses = await Promise.all(wanted.map((path) => fetch(env.url + path).then((r) => r.status)));
  return wanted.filter((_, i) => statuses[i] === 200);
}

const titleOnline = async (path: string) =>
  /<title>([^<]*)<\/title>/
    .exec(await (await fetch(env.url + path)).text())?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");

describe("reading offline", () => {
  it("keeps today, the last 7 days, the quiz and saved facts readable offline; anything else shows the offline page in the reader's language", async () => {
    const { page, context, problems } = await env.visit("/en/today", { serviceWorkers: "allow" });
    for (const fact of [first!, second!]) {
      await page.goto(`${env.url}/en${fact.path}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: `Save “${fact.translations.en!.title}”` }).click();
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
    // The browser's bar follows the page's colours in both schemes (added with the registration).
    expect(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((m) => `${m.getAttribute("media")} ${m.getAttribute("content")}`)),
    ).toEqual([`(prefers-color-scheme: light) ${THEME_COLORS.light}`, `(prefers-color-scheme: dark) ${THEME_COLORS.dark}`]);
    const expected = await pagesThatExist([first!.path, second!.path]);
    expect(expected.filter((path) => path.startsWith("/en/today/")).length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => keptAddresses(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(expected));
    // Home and search are private to their reader: never kept.
    await page.goto(`${env.url}/en/search?query=venus`);
    await page.goto(`${env.url}/en`);
    expect(await keptAddresses(page)).not.toEqual(expect.arrayContaining(["/en"]));
    expect((await keptAddresses(page)).some((path) => path.startsWith("/en/search"))).toBe(false);

    await context.setOffline(true);
    // The installed app starts at its manifest's start_url: offline, today's fact in the site's own layout
    // (header, menu, the other language), not the offline page (issue 50).
    const manifest = (await (await fetch(`${env.url}/en/manifest.webmanifest`)).json()) as { start_url: string };
    const start = await page.goto(env.url + manifest.start_url);
    expect(start?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator("h1").first().textContent()).toBe("Today’s Fact");
    expect(await page.locator(".site-header .brand").isVisible()).toBe(true);
    expect(await page.locator(".site-header .hamburger").first().isVisible()).toBe(true);
    expect(await page.locator(".site-header .header-languages a[hreflang='ko']").count()).toBe(1);
    const day = expected.find((path) => path.startsWith("/en/today/"))!;
    for (const [path, heading] of [
      ["/en/today", null],
      [day, null],
      ["/en/quiz", null],
      [`/en${first!.path}`, first!.translations.en!.title],
      [`/en${second!.path}`, second!.translations.en!.title],
    ] as const) {
      const response = await page.goto(env.url + path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      const h1 = await page.locator("h1").first().textContent();
      expect(h1, path).not.toBe(offlineMessages.en.offlineTitle);
      if (heading) expect(h1).toBe(heading);
    }

    // A client-side navigation (React Router fetches .data, or first discovers the route): offline, the worker
    // answers with the router's "load the document" signal, and then the document from what it keeps.
    await page.goto(`${env.url}/en/today`);
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.data\b|\/__manifest\?/.test(request.url())) dataRequests.push(request.url());
    });
    await page.locator(`a[href="${day}"]`).first().click();
    await page.waitForURL(env.url + day);
    await waitForHydration(page);
    expect(dataRequests.length).toBeGreaterThan(0);
    expect(await page.locator("h1").first().textContent()).not.toBe(offlineMessages.en.offlineTitle);
    expect(await page.title()).toBe(await titleOnline(day));

    // Anything not kept: the offline page, in English (the address is English), with the brand as the way
    // home, the other language, today's fact, and the kept pages by their titles (the saved facts' own).
    const response = await page.goto(`${env.url}/en/blog`);
    expect(response?.status()).toBe(503);
    expect(await page.locator("h1").textContent()).toBe(offlineMessages.en.offlineTitle);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("body").textContent()).not.toContain(offlineMessages.ko.offlineTitle);
    expect(await page.locator("header a.brand").getAttribute("href")).toBe("/en");
    expect(await page.locator('header a[hreflang="ko"]').getAttribute("href")).toBe("/ko/blog");
    expect(await page.locator(".ways a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["/en/today", "/en"]);
    const links = await page.locator("main li a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(expect.arrayContaining(expected));
    expect(links).not.toContain("/en");
    expect(links[0]).toBe("/en/today");
    const names = await page.locator("main li a").allTextContents();
    expect(names).toEqual(
      expect.arrayContaining([first!.translations.en!.title, second!.translations.en!.title, "Saved Facts", "Daily Quiz"]),
    );
    expect(names.some((name) => name.endsWith("· Curio"))).toBe(false);
    const axe = await runAxe(page);
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // A Korean address: the page in Korean, wrapping between words as the site does (not "인/터넷").
    await page.goto(`${env.url}/ko/blog`);
    expect(await page.locator("h1").textContent()).toBe(offlineMessages.ko.offlineTitle);
    expect(await page.locator("html").getAttribute("lang")).toBe("ko");
    expect(
      await page
        .locator("main p")
        .first()
        .evaluate((p) => getComputedStyle(p).wordBreak),
    ).toBe("keep-all");
    expect(await page.locator("header a.brand").getAttribute("href")).toBe("/ko");
    // Following a link from the offline page opens the kept page.
    await page.goto(`${env.url}/en/blog`);
    await page.locator(`main li a[href="/en${first!.path}"]`).click();
    await page.waitForURL(`${env.url}/en${first!.path}`);
    expect(await page.locator("h1").first().textContent()).toBe(first!.translations.en!.title);

    await context.setOffline(false);
    // The offline page's own status is the worker's answer, not a server error.
    expect(problems.filter((problem) => !/^503 .*\/(en|ko)\/blog$/.test(problem))).toEqual([]);
    await context.close();
  });

  it("a new deploy waits for the reader: the page says so politely, in its language, and reloads into it on request", async () => {
    const deploy = await serverOverCopiedBuild();
    try {
      const opened = await openPage(env.browser, { viewport: { width: 1280, height: 900 }, serviceWorkers: "allow" });
      const { page, context, problems } = opened;
      await page.goto(`${deploy.url}/ko/today`);
      await waitForHydration(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 });
      const oldWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
      // The next build's worker, as the server serves it after a deploy (a new file, not the shared build's).
      deploy.replaceWorker((script) => `${script}\n// the next build`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const notice = page.getByRole("status").filter({ hasText: offlineMessages.ko.updateReady });
      await notice.waitFor({ timeout: 45_000 });
      // Until the reader says so, the page stays with the worker (and the assets) it was loaded with.
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))).toBe("installed");
      expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(oldWorker);
      const axe = await runAxe(page, "#update-notice");
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      await Promise.all([page.waitForEvent("load"), notice.getByRole("button", { name: offlineMessages.ko.reload }).click()]);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => [r?.waiting ?? null, r?.active?.state])),
      ).toEqual([null, "activated"]);
      expect(await page.locator("#update-notice").count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await deploy.close();
    }
  });
});

/**
 * A production server over a copy of the build (about 60 MB, a second to copy), whose sw.js a test may replace as
 * a deploy would: the shared server's build is never touched.
 */
async function serverOverCopiedBuild() {
  const root = mkdtempSync(path.join(tmpdir(), "curio-deploy-"));
  cpSync("build", path.join(root, "build"), { recursive: true, force: true, preserveTimestamps: true });
  symlinkSync(realpathSync("node_modules"), path.join(root, "node_modules"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    PRODUCTION_NODE_ARGS.map((arg) => arg.replace("node-options.env", path.resolve("node-options.env"))),
    {
      cwd: root,
      env: productionEnv({
        ...SHARED_SERVER_ENV,
        PORT: String(port),
        HOST: "127.0.0.1",
        WEB_CONCURRENCY: "1",
        CATALOGUE_DIR: path.resolve("data"),
        DATA_DIR: path.join(root, "var"),
      }),
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the copied build's server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const worker = path.join(root, "build/client/sw.js");
  return {
    url,
    replaceWorker: (change: (script: string) => string) => {
      const script = readFileSync(worker, "utf8");
      rmSync(worker);
      writeFileSync(worker, change(script));
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
