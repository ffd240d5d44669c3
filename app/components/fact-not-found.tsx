import { Link, useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { isLang, languageLabel, switchLangPath } from "~/lib/i18n/languages";

/** The fact page's not-found card; lists the languages the fact exists in when only the translation is missing. */
export function FactNotFound({ langs }: { langs: string[] }) {
  const lang = useLang();
  const t = useMessages();
  const { pathname } = useLocation();
  const available = langs.filter(isLang);
  return (
    <section className="page fact-not-found">
      <div className="not-found-card">
        <p className="sad-icon" aria-hidden="true">
          😢
        </p>
        <h1>{t.fact.notFoundTitle}</h1>
        <p>{available.length > 0 ? t.fact.missingTranslation : t.fact.notFoundApology}</p>
        {available.length > 0 ? (
          <ul className="fact-languages">
            {available.map((code) => (
              <li key={code}>
                <Link to={switchLangPath(pathname, code)} className="lang-button" hrefLang={code} lang={code}>
                  {languageLabel(code)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to={`/${lang}`} className="button">
            {t.nav.goHome}
          </Link>
        </p>
      </div>
    </section>
  );
}
