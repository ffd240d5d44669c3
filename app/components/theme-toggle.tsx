import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useMessages } from "~/hooks/use-lang";
import { THEMES, themeCookie, type Theme } from "~/lib/theme";
import { Emoji } from "./emoji";

const ICONS: Record<Theme, string> = { system: "🖥️", light: "☀️", dark: "🌙" };

/** System / light / dark. A plain form without JavaScript; with it, applied at once and saved in the cookie. */
export function ThemeToggle() {
  const t = useMessages();
  const { pathname, search } = useLocation();
  const saved = useRouteLoaderData<{ theme: Theme }>("root")?.theme ?? "system";
  const [theme, setTheme] = useState<Theme>(saved);
  const labels: Record<Theme, string> = { system: t.theme.system, light: t.theme.light, dark: t.theme.dark };
  return (
    <form
      method="post"
      action="/theme"
      className="theme-toggle"
      aria-label={t.theme.label}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const next = (submitter?.value ?? "system") as Theme;
        document.cookie = themeCookie(next, window.location.protocol === "https:");
        if (next === "system") delete document.documentElement.dataset.theme;
        else document.documentElement.dataset.theme = next;
        setTheme(next);
      }}
    >
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {THEMES.map((option) => (
        <button
          key={option}
          type="submit"
          name="theme"
          value={option}
          aria-pressed={theme === option}
          title={labels[option]}
          className="theme-button"
        >
          <Emoji>{ICONS[option]}</Emoji>
          <span className="visually-hidden">{labels[option]}</span>
        </button>
      ))}
    </form>
  );
}
