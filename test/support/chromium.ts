/** Debian's Chromium, as our machines and CI install it (Playwright may not download browsers here). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The features Playwright 1.65 turns off when it launches Chromium. Chromium goes by the last `--disable-features`
 * it is given, so ours below replaces Playwright's: its list is repeated here, and
 * test/browser/chromium-flags.test.ts fails when a Playwright upgrade turns off one more.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
];

/**
 * Chromium 15x builds, for every new window (Playwright opens one per browser context), the address bar's WebUI
 * popup in a renderer process of its own, plus a preloaded one: chrome://omnibox-popup.top-chrome/. A headless
 * test never types into the address bar, and these nearly doubled the CPU time of opening a page in a fresh
 * context (2.85 → 1.5 s a visit on our 2-core machine, 2026-11-27).
 */
export const BROWSER_UI_FEATURES_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES_OFF].join(",")}`,
];
