// Takes full-page screenshots of every screen at 360 px and 1280 px, light and dark, into screenshots/
// (gitignored). Usage: npm run screenshots [-- http://127.0.0.1:3000]
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/support/chromium";
import { SCREENS } from "../test/support/pages";
import { startTestServer } from "../test/support/server";

const external = process.argv[2];
const server = external ? null : await startTestServer();
const base = external ?? server!.url;
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const colorScheme of ["light", "dark"] as const)
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
    for (const path of SCREENS) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = path.replace(/[^a-z0-9가-힣]+/gi, "_").replace(/^_|_$/g, "") || "root";
      await page.screenshot({ path: `screenshots/${width}-${colorScheme}-${name}.png`, fullPage: true });
    }
    await page.close();
  }
await browser.close();
await server?.close();
console.log(`Screenshots written to screenshots/ from ${base}`);
