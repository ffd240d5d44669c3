import { useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { LANG_LABELS, LANGS } from "~/lib/i18n/languages";
import { LanguageLink } from "./language-link";
import { paths } from "~/lib/paths";
import { Emoji } from "./emoji";

const FLAGS = { en: "🇺🇸", ko: "🇰🇷" } as const;

/** Flag buttons to the current page in each language; keeps the query string (search keeps its query). */
export function LanguageSwitcher({ onChoose, className = "language-switcher" }: { onChoose?: () => void; className?: string }) {
  const lang = useLang();
  const t = useMessages();
  const { pathname, search } = useLocation();
  return (
    <nav className={className} aria-label={t.nav.language}>
      <ul>
        {LANGS.map((code) => (
          <li key={code}>
            <LanguageLink
              language={code}
              to={`${paths.inLanguage(pathname, code)}${search}`}
              onChoose={onChoose}
              className="lang-button"
              aria-current={code === lang ? "true" : undefined}
            >
              <Emoji>{FLAGS[code]}</Emoji> {LANG_LABELS[code]}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
