// Takes full-page screenshots of every screen at 360 px and 1280 px, light and dark, into screenshots/
// (gitignored), then the learner's screens of issue 20 (side by side; a fact page with Listen and its key
// terms) in both languages, then those of issues 34 and 36 (a gloss open, a review session, the offline page).
// Usage: npm run screenshots [-- [--learner] [http://127.0.0.1:3000]]
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/support/chromium";
import { SCREENS } from "../test/support/pages";
import { startTestServer } from "../test/support/server";

const external = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const server = external ? null : await startTestServer();
const base = external ?? server!.url;
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// `--learner` takes only the learner's screens (below).
const everyScreen = !process.argv.includes("--learner");
for (const colorScheme of everyScreen ? (["light", "dark"] as const) : [])
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
    for (const path of SCREENS) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = path.replace(/[^a-z0-9가-힣]+/gi, "_").replace(/^_|_$/g, "") || "root";
      await page.screenshot({ path: `screenshots/${width}-${colorScheme}-${name}.png`, fullPage: true });
    }
    await page.close();
  }

// Headless Chromium here has no speech voices, so Listen would stay hidden: a stand-in voice list shows what
// a reader whose browser has en-US and ko-KR voices sees.
// (A string, not a function: tsx would wrap a function with helpers the page does not have.)
const WITH_VOICES = `Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
  getVoices: () => [{ name: "Samantha", lang: "en-US", default: true }, { name: "Yuna", lang: "ko-KR", default: false }],
  addEventListener() {}, removeEventListener() {}, speak() {}, cancel() {}, pause() {}, resume() {} } });`;
const LEARNER_FACT = "/fact/space/venus-day-longer-than-year";
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: "light" });
  await page.addInitScript(WITH_VOICES);
  for (const lang of ["en", "ko"])
    for (const [suffix, name] of [
      ["/side-by-side", "side-by-side"],
      ["", "fact-listen"],
    ]) {
      await page.goto(`${base}/${lang}${LEARNER_FACT}${suffix}`, { waitUntil: "networkidle" });
      await page.locator(".read-aloud button").first().waitFor();
      await page.screenshot({ path: `screenshots/${width}-light-${lang}-${name}.png`, fullPage: true });
    }
  await page.close();
}
// A gloss open where its term stands, a review session made from a saved and a read fact, the offline page.
const REVIEW_SAVED = "/fact/science/honey-never-spoils";
for (const [lang, width] of [
  ["en", 1280],
  ["ko", 360],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: "light" });
  await page.goto(`${base}/${lang}${LEARNER_FACT}${width > 400 ? "/side-by-side" : ""}`, { waitUntil: "networkidle" });
  const term = page.locator(width > 400 ? ".sbs-pairs .term" : "#fact-text .term").first();
  await term.scrollIntoViewIfNeeded();
  await term.click();
  await page.locator(".gloss:popover-open").waitFor();
  await page.screenshot({ path: `screenshots/${width}-light-${lang}-gloss.png` });
  await page.evaluate((path) => localStorage.setItem("curio:saved", JSON.stringify([{ path, savedAt: 1 }])), REVIEW_SAVED);
  await page.goto(`${base}/${lang}/review`, { waitUntil: "networkidle" });
  await page.locator(".review-card, .review-answer, main h2").first().waitFor();
  await page.screenshot({ path: `screenshots/${width}-light-${lang}-review.png`, fullPage: true });
  await page.close();
}
{
  const page = await browser.newPage({ viewport: { width: 360, height: 800 }, colorScheme: "light" });
  await page.goto(`${base}/offline.html`, { waitUntil: "networkidle" });
  await page.screenshot({ path: "screenshots/360-light-offline.png", fullPage: true });
  await page.close();
}
await browser.close();
await server?.close();
console.log(`Screenshots written to screenshots/ from ${base}`);
