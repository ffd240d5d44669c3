import { describe, expect, it } from "vitest";
import { LANGS } from "../../app/lib/i18n/languages";
import { offlineMessages } from "../../app/lib/i18n/messages/offline";
import { APP_ICONS, THEME_COLORS } from "../../app/lib/offline/app-icons";
import { request, sharedServerUrl } from "../support/built-server";

const app = sharedServerUrl();

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

/** The body of a 200 answer of this type, as bytes. */
async function bytesOf(path: string, type: string): Promise<Buffer> {
  const response = await request(app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(response.headers["content-type"], path).toBe(type);
  return response.body as Buffer;
}

describe("installing Curio (the web app manifest)", () => {
  it.each(LANGS)("/%s/manifest.webmanifest names the app in its language and starts and stays there", async (lang) => {
    const response = await request(app).get(`/${lang}/manifest.webmanifest`).expect(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const manifest = JSON.parse(response.text) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    const t = offlineMessages[lang];
    expect(manifest).toMatchObject({
      name: t.appName,
      short_name: t.appShortName,
      description: t.appDescription,
      lang,
      dir: "ltr",
      start_url: `/${lang}/today`,
      scope: `/${lang}`,
      display: "standalone",
      theme_color: THEME_COLORS.light,
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ]),
    );
  });

  it("an unknown language has no manifest", async () => {
    await request(app).get("/fr/manifest.webmanifest").expect(404);
  });

  it.each(APP_ICONS)("$file is a $size px PNG", async (icon) => {
    expect(pngSize(await bytesOf(icon.file, "image/png"))).toEqual({ width: icon.size, height: icon.size });
  });

  it("/favicon.ico holds the icon at 16, 32 and 48 px, for the browsers and crawlers that ask for it themselves", async () => {
    const ico = await bytesOf("/favicon.ico", "image/vnd.microsoft.icon");
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per picture whose first two bytes are its size.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => [ico[6 + 16 * i], ico[7 + 16 * i]]);
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });

  it.each(LANGS)("every /%s page links its manifest (iOS finds /apple-touch-icon.png itself)", async (lang) => {
    for (const path of [`/${lang}`, `/${lang}/today`, `/${lang}/no-such-page`]) {
      const { text } = await request(app).get(path);
      expect(text).toContain(`<link rel="manifest" href="/${lang}/manifest.webmanifest"/>`);
    }
  });
});

describe("the service worker", () => {
  it("/sw.js is JavaScript, checked for a new version on every visit, within the strict policy", async () => {
    const response = await request(app).get("/sw.js").expect(200);
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["service-worker-allowed"]).toBeUndefined();
    // Its precache list names the build's own assets and the offline page, and it is a plain script (no import).
    expect(response.text).toContain("/offline.html");
    expect(response.text).toMatch(/\/assets\/[^"]+\.js/);
    expect(response.text).not.toMatch(/^\s*import\s/m);
  });

  it("pages allow a worker from this site only", async () => {
    const { headers } = await request(app).get("/en/today").expect(200);
    expect(headers["content-security-policy"]).toContain("worker-src 'self'");
    expect(headers["content-security-policy"]).not.toMatch(/worker-src[^;]*(\*|blob:|data:)/);
  });

  it("precaches only assets that the server has", async () => {
    const { text } = await request(app).get("/sw.js");
    const urls = [...new Set(text.match(/\/(assets|icons)\/[A-Za-z0-9._-]+\.(js|css|png)/g))];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) await request(app).get(url).expect(200);
  });

  it("the offline page's copies made at build speak one language each, have no script, and its stylesheet is served", async () => {
    for (const [lang, path] of [
      ["en", "/offline.html"],
      ["ko", "/offline.ko.html"],
    ] as const) {
      const page = await request(app).get(path).expect(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.text).toContain(`<html lang="${lang}">`);
      for (const other of LANGS) expect(page.text.includes(offlineMessages[other].offlineTitle), `${path} ${other}`).toBe(other === lang);
      expect(page.text).not.toContain("<script");
    }
    await request(app)
      .get("/offline.css")
      .expect(200)
      .expect("content-type", /text\/css/);
  });
});
