// After the client build: draws the app icons from public/favicon.svg, writes the offline page and its
// stylesheet, and bundles the service worker (worker/service-worker.ts) with the build's precache list and
// revision written in, as build/client/sw.js (ADR 024).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { build } from "esbuild";
import pngToIco from "png-to-ico";
import { LANGS } from "../app/lib/i18n/languages";
import { OFFLINE_PAGES, OFFLINE_STYLES, offlinePageHtml } from "../app/lib/offline/offline-page";
import { APP_ICONS, THEME_COLORS } from "../app/lib/offline/app-icons";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const client = path.join(root, "build/client");
const write = (url: string, content: string | Buffer) => {
  const file = path.join(client, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

// Icons: the favicon as it is for "any"; on a full square for the maskable and Apple icons (the launcher and
// iOS cut their own shape), the mark drawn smaller by the safe-zone margin.
const favicon = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
const mark = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!background || !mark) throw new Error("public/favicon.svg: expected a <rect fill> and a <path>");
for (const icon of APP_ICONS) {
  const scale = 1 - 2 * icon.margin;
  const svg =
    icon.margin === 0
      ? favicon
      : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;
  write(icon.file, new Resvg(svg, { fitTo: { mode: "width", value: icon.size } }).render().asPng());
}
// /favicon.ico: what a browser without SVG icons, and many a crawler, asks for by itself; each size drawn from
// the SVG rather than scaled down from one picture.
write(
  "/favicon.ico",
  await pngToIco([16, 32, 48].map((size) => new Resvg(favicon, { fitTo: { mode: "width", value: size } }).render().asPng())),
);

for (const lang of LANGS) write(OFFLINE_PAGES[lang], offlinePageHtml(lang, null));
write(
  OFFLINE_STYLES,
  `:root{color-scheme:light dark;--bg:light-dark(${THEME_COLORS.light},${THEME_COLORS.dark});--text:light-dark(#1f1d1a,#f1ece4);--accent:light-dark(#9a3412,#fdba74)}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Apple SD Gothic Neo","Noto Sans KR",sans-serif}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;max-width:40rem;margin:0 auto;padding:.75rem 1.25rem;border-bottom:1px solid color-mix(in srgb,currentColor 15%,transparent)}
header a{display:inline-flex;align-items:center;min-height:44px}.brand{font-weight:800;font-size:1.25rem;color:var(--text);text-decoration:none}.brand span{color:var(--accent)}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1.25rem 2rem}[lang=ko]{word-break:keep-all}a{color:var(--accent)}a:focus-visible{outline:3px solid currentColor;outline-offset:2px}li{margin:.4rem 0}li a,.ways a{display:inline-block;min-height:24px}
`,
);

// The precache list: every built asset (named by its hash), and the shell files with a hash of their content.
const revisionOf = (url: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(client, url)))
    .digest("hex")
    .slice(0, 16);
const assets = readdirSync(path.join(client, "assets"))
  .filter((name) => /\.(js|css)$/.test(name))
  .sort()
  .map((name) => ({ url: `/assets/${name}`, revision: null }));
const shell = [...LANGS.map((lang) => OFFLINE_PAGES[lang]), OFFLINE_STYLES, "/favicon.svg", ...APP_ICONS.map((icon) => icon.file)].map(
  (url) => ({
    url,
    revision: revisionOf(url),
  }),
);
const precache = [...assets, ...shell];
const revision = createHash("sha256").update(JSON.stringify(precache)).digest("hex").slice(0, 12);

await build({
  entryPoints: [path.join(root, "worker/service-worker.ts")],
  outfile: path.join(client, "sw.js"),
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  legalComments: "none",
  define: {
    __PRECACHE__: JSON.stringify(precache),
    __REVISION__: JSON.stringify(revision),
    "process.env.NODE_ENV": '"production"',
  },
  logLevel: "warning",
});
console.log(`Service worker: ${precache.length} files precached, revision ${revision}`);
