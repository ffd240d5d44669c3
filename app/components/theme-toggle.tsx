import { useSyncExternalStore } from "react";
import { useMessages } from "~/hooks/use-lang";
import { chooseTheme, savedTheme, THEMES, type Theme } from "~/lib/theme";
import { Emoji } from "./emoji";

const ICONS: Record<Theme, string> = { system: "🖥️", light: "☀️", dark: "🌙" };

/** Who re-reads the saved choice: this page's toggles, and other tabs through the storage event. */
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const readSaved = () => savedTheme(window.localStorage);
const onServer = (): Theme => "system";

/**
 * System / light / dark, kept in the browser (app/lib/theme.ts). Rendered the same for every reader; the saved
 * choice is pressed once the page has hydrated. Without JavaScript the page follows the system and the control
 * is hidden (app.css, `scripting: none`), since it could not work.
 */
export function ThemeToggle() {
  const t = useMessages();
  const theme = useSyncExternalStore(subscribe, readSaved, onServer);
  const labels: Record<Theme, string> = { system: t.theme.system, light: t.theme.light, dark: t.theme.dark };
  return (
    <div className="theme-toggle" role="group" aria-label={t.theme.label}>
      {THEMES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={theme === option}
          title={labels[option]}
          className="theme-button"
          onClick={() => {
            chooseTheme(option, document.documentElement, window.localStorage);
            for (const listener of listeners) listener();
          }}
        >
          <Emoji>{ICONS[option]}</Emoji>
          <span className="visually-hidden">{labels[option]}</span>
        </button>
      ))}
    </div>
  );
}
