import { data, Link } from "react-router";
import { CategoryBadge } from "~/components/fact-card";
import { FactErrorBoundary, type FactNotFoundData } from "~/components/fact-not-found";
import { LanguageLink } from "~/components/language-link";
import { MarkedTerms } from "~/components/marked-terms";
import { ReadAloud } from "~/components/read-aloud";
import { SpokenText } from "~/components/spoken-text";
import { useLang, useMessages } from "~/hooks/use-lang";
import { toSideBySide, type SideBySideColumn } from "~/lib/catalogue/fact-view";
import { missingFactWays } from "~/lib/catalogue/ways-forward";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { LANGS, langFromPath, languageLabel, type Lang } from "~/lib/i18n/languages";
import { format, formatDate, messagesFor, type Messages } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { bilingualShareImagePath, SHARE_IMAGE } from "~/lib/seo/share-image";
import type { Route } from "./+types/fact-side-by-side";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

/** A fact in every language it has, paragraph beside paragraph: for learners, so not indexed (its canonical is the fact page). */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const fact = catalogue.byPath.get(`/fact/${params.category}/${params.slug}`);
  if (!fact || !fact.translations[lang]) throw notFound<FactNotFoundData>(missingFactWays(catalogue, lang, params.category, params.slug));
  const view = toSideBySide(catalogue, fact, lang);
  const t = messagesFor(lang);
  const title = format(t.sideBySide.title, { title: fact.translations[lang]!.title });
  return data(
    {
      view,
      meta: buildMeta({
        site: config,
        lang,
        path: fact.path,
        title,
        description: t.sideBySide.intro,
        langs: view.columns.map((c) => c.lang),
        noindex: true,
        image: { url: bilingualShareImagePath(catalogue, fact, lang), ...SHARE_IMAGE, alt: view.columns.map((c) => c.title).join(" / ") },
      }),
    },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).fact.notFoundTitle);
export const headers = pageHeaders;

function reviewLine(t: Messages, column: SideBySideColumn, pageLang: Lang) {
  const language = t.fact.languageNames[column.lang];
  return column.reviewedAt ? (
    <time dateTime={column.reviewedAt}>
      {format(t.fact.translationReviewed, { language, date: formatDate(column.reviewedAt, pageLang) })}
    </time>
  ) : (
    format(t.fact.translationNotReviewed, { language })
  );
}

export default function SideBySidePage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const lang = useLang();
  const t = useMessages();
  const marked = (l: Lang) => {
    const terms = view.glossary.map((g) => g.terms[l]);
    const partners = view.glossary.map((g) =>
      LANGS.filter((o) => o !== l)
        .map((o) => g.terms[o])
        .join(" / "),
    );
    return (sentence: string) => <MarkedTerms text={sentence} terms={terms} partners={partners} />;
  };
  const rows = view.columns[0]!.detail.map((_, i) => i);
  return (
    <article className="page side-by-side" style={{ "--cat": view.category.color } as React.CSSProperties}>
      <div className="fact-toolbar">
        <Link to={paths.fact(lang, view.path)} className="button button-ghost back-button">
          ← {t.sideBySide.backToFact}
        </Link>
      </div>
      <header className="sbs-header">
        <p className="fact-category">
          <CategoryBadge category={view.category} to={paths.blog(lang, view.category.slug)} />
        </p>
        <p className="sbs-intro">{t.sideBySide.intro}</p>
        <div className="sbs-tools">
          <ReadAloud targetId="sbs-text" langs={LANGS} />
          <nav aria-label={t.fact.availableIn} className="fact-languages">
            <ul>
              {view.columns.map(({ lang: code }) => (
                <li key={code}>
                  <LanguageLink
                    language={code}
                    to={paths.sideBySide(code, view.path)}
                    className="lang-button"
                    aria-current={code === lang ? "page" : undefined}
                  >
                    {languageLabel(code)}
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div id="sbs-text" className="sbs-text">
        <div className="sbs-row sbs-titles">
          {view.columns.map((c, i) =>
            i === 0 ? (
              <h1 key={c.lang} lang={c.lang} data-speak="0">
                <span className="sentence">{c.title}</span>
              </h1>
            ) : (
              <p key={c.lang} lang={c.lang} className="sbs-title" data-speak="0">
                <span className="sentence">{c.title}</span>
              </p>
            ),
          )}
        </div>
        <div className="sbs-row sbs-status">
          {view.columns.map((c) => (
            <p key={c.lang} className="fact-meta">
              {reviewLine(t, c, lang)}
            </p>
          ))}
        </div>
        <h2 className="visually-hidden">{t.sideBySide.summary}</h2>
        <div className="sbs-row sbs-summary">
          {view.columns.map((c) => (
            <p key={c.lang} lang={c.lang} className="fact-body" data-speak="1">
              <SpokenText text={c.body} render={marked(c.lang)} />
            </p>
          ))}
        </div>
        <h2 className="visually-hidden">{t.fact.aboutThisFact}</h2>
        {rows.map((i) => (
          <div key={i} className="sbs-row">
            {view.columns.map((c) => (
              <p key={c.lang} lang={c.lang} data-speak={i + 2}>
                <SpokenText text={c.detail[i] ?? ""} render={marked(c.lang)} />
              </p>
            ))}
          </div>
        ))}
      </div>
    </article>
  );
}

export const ErrorBoundary = FactErrorBoundary;
