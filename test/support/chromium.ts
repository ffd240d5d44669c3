/** Debian's Chromium, as our machines and CI install it (Playwright may not download browsers here). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
