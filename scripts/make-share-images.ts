// Renders the link-preview cards (1200×630 PNG) into public/og/: one per category and a site card.
// They are committed, so neither the build nor the server needs a browser. Re-run after changing
// categories or their colours: npm run og-images (needs Debian's chromium and fonts-noto-cjk).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { en } from "../app/lib/i18n/messages/en";
import { ko } from "../app/lib/i18n/messages/ko";
import { SHARE_IMAGE } from "../app/lib/seo/share-image";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/support/chromium";

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function card(color: string, emoji: string, title: string, subtitle: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body{margin:0;width:${SHARE_IMAGE.width}px;height:${SHARE_IMAGE.height}px;font-family:"Noto Sans CJK KR","Noto Sans KR",system-ui,sans-serif;
    background:linear-gradient(135deg,${color} 0%,${color}cc 55%,#1f1d1a 140%);color:#fff;display:flex;flex-direction:column;justify-content:space-between;padding:72px 84px;box-sizing:border-box}
  .brand{font-size:44px;font-weight:800;letter-spacing:-0.01em}.brand span{opacity:.85}
  .emoji{font-size:150px;line-height:1}
  h1{font-size:92px;margin:0;line-height:1.05;font-weight:800}
  p{font-size:38px;margin:12px 0 0;opacity:.92;word-break:keep-all}
  </style></head><body><div class="brand">✦ Curio <span>· BETA</span></div>
  <div><div class="emoji">${emoji}</div><h1>${escape(title)}</h1><p>${escape(subtitle)}</p></div></body></html>`;
}

const catalogue = loadCatalogue("data");
mkdirSync("public/og", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } });
const cards = [
  { file: "default", html: card("#c2410c", "✨", `${en.site.tagline}`, ko.site.tagline) },
  ...catalogue.categories.map((c) => ({
    file: c.slug,
    html: card(c.color, c.emoji, `${c.name.en} · ${c.name.ko}`, `${en.site.tagline}  ${ko.site.tagline}`),
  })),
];
for (const { file, html } of cards) {
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: `public/og/${file}.png`, type: "png" });
}
await browser.close();
console.log(`Wrote ${cards.length} share images to public/og/.`);
