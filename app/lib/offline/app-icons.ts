/**
 * The icons launchers and stores use, drawn from public/favicon.svg at build (scripts/build-offline.ts): the
 * sizes Android and the install prompt ask for, a maskable one with the safe-zone margin, and the 180 px
 * icon iOS asks for at /apple-touch-icon.png by itself (no link tag: every page's HTML stays as small).
 */
export const APP_ICONS = [
  { file: "/icons/icon-192.png", size: 192, purpose: "any", margin: 0 },
  { file: "/icons/icon-512.png", size: 512, purpose: "any", margin: 0 },
  { file: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable", margin: 0.1 },
  { file: "/apple-touch-icon.png", size: 180, purpose: "apple", margin: 0.08 },
] as const;

/** The page background of each scheme (app.css `--bg`): the theme colour and the splash screen. */
export const THEME_COLORS = { light: "#fbf8f3", dark: "#15130f" } as const;
