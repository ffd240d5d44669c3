import { data, Link } from "react-router";
import { BackButton } from "~/components/back-button";
import { FactCardList } from "~/components/fact-card";
import { FactErrorBoundary, type FactNotFoundData } from "~/components/fact-not-found";
import { FactCorrections, FactHeader, FactSources, FactTags, SiblingNav } from "~/components/fact-sections";
import { GlossaryList } from "~/components/glossary-list";
import { LanguageLink } from "~/components/language-link";
import { ReadAloud } from "~/components/read-aloud";
import { SpokenText } from "~/components/spoken-text";
import { SaveToggle } from "~/components/save-toggle";
import { ShareButton } from "~/components/share-button";
import { AdSlot } from "~/components/ad-slot";
import { useLang, useMessages } from "~/hooks/use-lang";
import { toFactCard, toFactPage } from "~/lib/catalogue/fact-view";
import { missingFactWays } from "~/lib/catalogue/ways-forward";
import { categorySiblings, pickNeighbours, seededRng } from "~/lib/catalogue/random";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { langFromPath, languageLabel, type Lang } from "~/lib/i18n/languages";
import { pageUrl, paths } from "~/lib/paths";
import { format, formatDate, messagesFor } from "~/lib/i18n/messages";
import { errorMeta } from "~/lib/seo/meta";
import { factMeta } from "~/lib/seo/fact-meta";
import type { Route } from "./+types/fact";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const fact = catalogue.byPath.get(`/fact/${params.category}/${params.slug}`);
  if (!fact || !fact.translations[lang]) throw notFound<FactNotFoundData>(missingFactWays(catalogue, lang, params.category, params.slug));

  const page = toFactPage(catalogue, fact, lang);
  // Seeded by the path, so a fact page is the same on every request (cacheable, and hydration agrees).
  const neighbours = pickNeighbours(catalogue, fact, lang, { related: 4, other: 5, rng: seededRng(fact.path) });
  const siblings = categorySiblings(catalogue, fact, lang);
  return data(
    {
      fact: page,
      related: neighbours.related.map((f) => toFactCard(catalogue, f, lang)),
      other: neighbours.other.map((f) => toFactCard(catalogue, f, lang)),
      previous: siblings.previous ? toFactCard(catalogue, siblings.previous, lang) : null,
      next: siblings.next ? toFactCard(catalogue, siblings.next, lang) : null,
      shareUrl: pageUrl(config.siteUrl, lang, fact.path),
      // Built here so the URL builders stay out of the page's JavaScript.
      sideBySideHref: paths.sideBySide(lang, fact.path),
      meta: factMeta(config, catalogue, fact, page, lang),
    },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).fact.notFoundTitle);
export const headers = pageHeaders;

/** Read aloud reads a fact page in its own language only (the side-by-side view reads both). */
const ONLY: Record<Lang, readonly Lang[]> = { en: ["en"], ko: ["ko"] };

export default function FactPage({ loaderData }: Route.ComponentProps) {
  const { fact, related, other, previous, next, shareUrl, sideBySideHref } = loaderData;
  const lang = useLang();
  const t = useMessages();
  return (
    <article className="page fact-page" style={{ "--cat": fact.category.color } as React.CSSProperties}>
      {/* The toolbar row already holds Back at the controls' height: Listen appears in it without moving anything. */}
      <div className="fact-toolbar">
        <BackButton />
        <ReadAloud targetId="fact-text" langs={ONLY[lang]} />
      </div>
      <FactHeader fact={fact} />
      <div id="fact-text">
        <p className="fact-body" lang={lang} data-speak="0">
          <SpokenText text={fact.body} />
        </p>
        <section className="fact-detail" aria-labelledby="about-fact">
          <h2 id="about-fact">{t.fact.aboutThisFact}</h2>
          {fact.detail.map((paragraph, i) => (
            <p key={i} lang={lang} data-speak={i + 1}>
              <SpokenText text={paragraph} />
            </p>
          ))}
        </section>
      </div>
      <GlossaryList glossary={fact.glossary} lang={lang} title={t.fact.keyTerms} />
      <FactCorrections corrections={fact.corrections} />
      <FactTags tags={fact.tags} />
      <FactSources path={fact.path} sources={fact.sources} />
      <div className="fact-actions">
        <nav aria-label={t.fact.availableIn} className="fact-languages">
          <span className="small-heading">{t.fact.availableIn}</span>
          <ul>
            {fact.langs.map((code) => (
              <li key={code}>
                <LanguageLink
                  language={code}
                  to={paths.fact(code, fact.path)}
                  className="lang-button"
                  aria-current={code === lang ? "page" : undefined}
                >
                  {languageLabel(code)}
                </LanguageLink>
              </li>
            ))}
            {fact.langs.length > 1 ? (
              <li>
                <Link to={sideBySideHref} className="lang-button side-by-side-link">
                  {t.fact.readSideBySide}
                </Link>
              </li>
            ) : null}
          </ul>
          {fact.otherTranslations.map((other) => (
            <p key={other.lang} className="fact-meta translation-status">
              {other.reviewedAt ? (
                <time dateTime={other.reviewedAt}>
                  {format(t.fact.translationReviewed, {
                    language: t.fact.languageNames[other.lang],
                    date: formatDate(other.reviewedAt, lang),
                  })}
                </time>
              ) : (
                format(t.fact.translationNotReviewed, { language: t.fact.languageNames[other.lang] })
              )}
            </p>
          ))}
        </nav>
        <div className="fact-action-buttons">
          <SaveToggle path={fact.path} title={fact.title} />
          <ShareButton url={shareUrl} title={fact.title} />
        </div>
      </div>
      <SiblingNav label={fact.category.name} previous={previous} next={next} />
      <AdSlot />
      <FactCardList title={t.fact.moreFromCategory} facts={related} />
      <FactCardList title={t.fact.exploreOtherTopics} facts={other} />
    </article>
  );
}

export const ErrorBoundary = FactErrorBoundary;
