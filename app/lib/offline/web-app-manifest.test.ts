import { describe, expect, it } from "vitest";
import { LANGS } from "../i18n/languages";
import { webAppManifest } from "./web-app-manifest";

describe("the web app manifest", () => {
  it.each(LANGS)("installs the %s site, within its language", (lang) => {
    const manifest = webAppManifest(lang);
    // It opens to today's fact (kept for offline reading), the same app as before (its id).
    expect(manifest).toMatchObject({ id: `/${lang}`, lang, dir: "ltr", start_url: `/${lang}/today`, display: "standalone" });
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });
  it("names the app in each language", () => {
    expect(webAppManifest("ko").name).not.toBe(webAppManifest("en").name);
  });
});
