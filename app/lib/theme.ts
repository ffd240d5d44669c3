export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Where the browser keeps the reader's choice (localStorage): the server never sees it, so every page is one page. */
export const THEME_STORAGE_KEY = "curio-theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/**
 * The document's first script, inline in <head> before the stylesheet: applies the saved theme before the first
 * paint, so no frame shows the wrong scheme. Static text, so its CSP hash is the same on every page (the server
 * hashes every inline script of a page it renders). A reader who chose a theme before it left the server has it
 * in the old `theme` cookie: moved here once, and the cookie expired. Without JavaScript (or storage) the page
 * follows prefers-color-scheme.
 */
export const THEME_SCRIPT = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},t=localStorage.getItem(k);if(t===null){var m=/(?:^|;\\s*)theme=(light|dark|system)(?:;|$)/.exec(document.cookie);if(m){t=m[1];localStorage.setItem(k,t);document.cookie="theme=; Path=/; Max-Age=0"}}if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}})()`;

/** The reader's saved theme, in the browser; "system" when none (or storage is unavailable). */
export function savedTheme(storage: Pick<Storage, "getItem"> | undefined): Theme {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : "system";
  } catch {
    return "system";
  }
}

/** Applies a choice to the document at once and keeps it for the next page. */
export function chooseTheme(theme: Theme, root: HTMLElement, storage: Pick<Storage, "setItem"> | undefined): void {
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}
