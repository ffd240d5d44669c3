import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { CategoryView, WaysForward as WaysForwardData } from "~/lib/catalogue/ways-forward";
import { isLang, languageLabel } from "~/lib/i18n/languages";
import { format } from "~/lib/i18n/messages";
import { WaysForward } from "./ways-forward";
import { paths } from "~/lib/paths";
import { Emoji } from "./emoji";

export interface FactNotFoundData extends Partial<WaysForwardData> {
  /** Languages the fact exists in, when only this translation is missing. */
  langs?: string[];
  /** The category named in the address, when it is one of ours. */
  category?: CategoryView | null;
}

/** The fact page's 404: the languages the fact exists in, its category when known, then the usual ways forward. */
export function FactNotFound({ data }: { data: FactNotFoundData }) {
  const lang = useLang();
  const t = useMessages();
  const { pathname } = useLocation();
  const available = (data.langs ?? []).filter(isLang);
  return (
    <section className="page dead-end fact-not-found">
      <h1>{t.fact.notFoundTitle}</h1>
      <p className="lead">{available.length > 0 ? t.fact.missingTranslation : t.fact.notFoundApology}</p>
      {available.length > 0 ? (
        <ul className="fact-languages">
          {available.map((code) => (
            <li key={code}>
              <Link to={paths.inLanguage(pathname, code)} className="lang-button" hrefLang={code} lang={code}>
                {languageLabel(code)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data.category ? (
        <p>
          <Link to={paths.blog(lang, data.category.slug)} className="button button-ghost">
            <Emoji>{data.category.emoji}</Emoji> {format(t.fact.moreInCategory, { category: data.category.name })}
          </Link>
        </p>
      ) : null}
      <WaysForward ways={data} />
      <p>
        <Link to={paths.home(lang)} className="button">
          {t.nav.goHome}
        </Link>
      </p>
    </section>
  );
}

/** The error boundary of every page under a fact (/fact/…, its report and side-by-side pages): a 404 shows the card. */
export function FactErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <FactNotFound data={(error.data as FactNotFoundData | null) ?? {}} />;
  throw error;
}
