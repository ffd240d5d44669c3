import type { Lang } from "../i18n/languages";
import { offlineMessages } from "../i18n/messages/offline";
import { paths } from "../paths";
import { APP_ICONS, THEME_COLORS } from "./app-icons";

/**
 * The web app manifest of one language (paths.webAppManifest): installing from /ko installs the Korean app. It
 * starts at today's fact, a public page the service worker keeps (keep-rules.ts), so the installed app opens to
 * it in the site's own layout offline too; home, a fresh random pick on every visit, is never kept. The id stays
 * the language home, so an app installed before is the same app.
 */
export function webAppManifest(lang: Lang) {
  const t = offlineMessages[lang];
  return {
    id: paths.home(lang),
    name: t.appName,
    short_name: t.appShortName,
    description: t.appDescription,
    lang,
    dir: "ltr",
    start_url: paths.today(lang),
    // "/en" rather than "/en/": a scope must contain start_url, and "/en/" does not contain "/en".
    scope: paths.home(lang),
    display: "standalone",
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: APP_ICONS.filter((icon) => icon.purpose !== "apple").map((icon) => ({
      src: icon.file,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
