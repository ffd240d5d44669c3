import { data, Link, useLoaderData } from "react-router";
import { BackButton } from "~/components/back-button";
import { CategoryBadge, FactCardList } from "~/components/fact-card";
import { FactErrorBoundary, type FactNotFoundData } from "~/components/fact-not-found";
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
import { CACHE_PUBLIC_PAGE } from "~/lib/http/cache-control";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { langFromPath, languageLabel, type Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";
import { reportHref } from "~/lib/report/report-page";
import { format, formatDate, messagesFor } from "~/lib/i18n/messages";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { SHARE_IMAGE, shareImagePath } from "~/lib/seo/share-image";
import { factJsonLd } from "~/lib/seo/structured-data";
import type { Route } from "./+types/fact";

export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const fact = catalogue.byPath.get(`/fact/${params.category}/${params.slug}`);
  if (!fact || !fact.translations[lang]) throw notFound<FactNotFoundData>(missingFactWays(catalogue, lang, params.category, params.slug));

  const page = toFactPage(catalogue, fact, lang);
  // Seeded by the path, so a fact page is the same on every request (cacheable, and hydration agrees).
  const neighbours = pickNeighbours(catalogue, fact, lang, { related: 4, other: 5, rng: seededRng(fact.path) });
  const siblings = categorySiblings(catalogue, fact, lang);
  const t = fact.translations[lang]!;
  const description = t.seoDescription ?? t.body;
  const image = shareImagePath(catalogue, fact, lang);
  return data(
    {
      fact: page,
      related: neighbours.related.map((f) => toFactCard(catalogue, f, lang)),
      other: neighbours.other.map((f) => toFactCard(catalogue, f, lang)),
      previous: siblings.previous ? toFactCard(catalogue, siblings.previous, lang) : null,
      next: siblings.next ? toFactCard(catalogue, siblings.next, lang) : null,
      shareUrl: `${config.siteUrl}/${lang}${fact.path}`,
      // Built here so the URL builders stay out of the page's JavaScript.
      sideBySideHref: paths.sideBySide(lang, fact.path),
      meta: buildMeta({
        site: config,
        lang,
        path: fact.path,
        title: t.title,
        description,
        langs: page.langs,
        type: "article",
        image: { url: image, ...SHARE_IMAGE, alt: t.title },
        article: {
          publishedTime: fact.publishedDate,
          modifiedTime: page.lastModified,
          section: page.category.name,
          tags: t.seoKeywords,
        },
        feedTitle: `${config.siteName} (${lang})`,
        jsonLd: factJsonLd(config, lang, page, description, image, messagesFor(lang).nav.home, t.seoKeywords),
      }),
    },
    { headers: { "Cache-Control": CACHE_PUBLIC_PAGE } },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).fact.notFoundTitle);
export const headers = pageHeaders;

/** Read aloud reads a fact page in its own language only (the side-by-side view reads both). */
const ONLY: Record<Lang, readonly Lang[]> = { en: ["en"], ko: ["ko"] };

export default function FactPage() {
  const { fact, related, other, previous, next, shareUrl, sideBySideHref } = useLoaderData<typeof loader>();
  const lang = useLang();
  const t = useMessages();
  return (
    <article className="page fact-page" style={{ "--cat": fact.category.color } as React.CSSProperties}>
      {/* The toolbar row already holds Back at the controls' height: Listen appears in it without moving anything. */}
      <div className="fact-toolbar">
        <BackButton />
        <ReadAloud targetId="fact-text" langs={ONLY[lang]} />
      </div>
      <header className="fact-header">
        <p className="fact-category">
          <CategoryBadge category={fact.category} to={`/${lang}/blog?category=${fact.category.slug}`} />
        </p>
        <h1>{fact.title}</h1>
        <p className="fact-meta">
          <time dateTime={fact.publishedDate}>{format(t.fact.published, { date: formatDate(fact.publishedDate, lang) })}</time>
          {fact.updatedDate ? (
            <>
              {" · "}
              <time dateTime={fact.updatedDate}>{format(t.fact.updated, { date: formatDate(fact.updatedDate, lang) })}</time>
            </>
          ) : null}
          {fact.readingTimeMinutes ? <> · {format(t.fact.minRead, { minutes: fact.readingTimeMinutes })}</> : null}
        </p>
        {fact.reviewedAt ? (
          <p className="fact-meta fact-reviewed">
            <time dateTime={fact.reviewedAt}>{format(t.fact.lastReviewed, { date: formatDate(fact.reviewedAt, lang) })}</time>
          </p>
        ) : null}
      </header>
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
      {fact.corrections.length > 0 ? (
        <aside className="fact-corrections" aria-labelledby="fact-corrections">
          <h2 id="fact-corrections" className="small-heading">
            {t.fact.corrections}
          </h2>
          <ul>
            {fact.corrections.map((c, i) => (
              <li key={i}>
                <time dateTime={c.date}>{formatDate(c.date, lang)}</time>
                {" · "}
                <span className="correction-langs">{c.langs.map((l) => t.fact.languageNames[l]).join(", ")}</span>
                {": "}
                {c.note}
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <section className="fact-keywords" aria-labelledby="fact-tags">
        <h2 id="fact-tags" className="small-heading">
          {t.fact.tags}
        </h2>
        <ul className="keyword-list">
          {fact.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/${lang}/search?query=${encodeURIComponent(tag)}`}>{tag}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="fact-sources" aria-labelledby="fact-sources">
        <h2 id="fact-sources" className="small-heading">
          {t.fact.sources}
        </h2>
        {fact.sources.length > 0 ? (
          <ul>
            {fact.sources.map((s) => (
              <li key={`${s.publisher}|${s.title}`}>
                {s.url ? (
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.publisher} — {s.title}
                  </a>
                ) : (
                  <>
                    {s.publisher} — <cite>{s.title}</cite>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {/* Beside the sources: how they were checked, and how to say they were not checked well enough. */}
        <ul className="fact-trust-links">
          <li>
            <Link to={reportHref(lang, fact.path)}>{t.fact.reportProblem}</Link>
          </li>
          <li>
            <Link to={`/${lang}/editorial-standards`}>{t.fact.editorialStandards}</Link>
          </li>
        </ul>
      </section>
      <div className="fact-actions">
        <nav aria-label={t.fact.availableIn} className="fact-languages">
          <span className="small-heading">{t.fact.availableIn}</span>
          <ul>
            {fact.langs.map((code) => (
              <li key={code}>
                <LanguageLink
                  language={code}
                  to={`/${code}${fact.path}`}
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
      {previous || next ? (
        <nav className="sibling-nav" aria-label={fact.category.name}>
          {previous ? (
            <Link to={previous.href} rel="prev" className="sibling-link">
              <span className="small-heading">← {t.fact.previousInCategory}</span>
              <span>{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={next.href} rel="next" className="sibling-link sibling-next">
              <span className="small-heading">{t.fact.nextInCategory} →</span>
              <span>{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      <AdSlot />
      <FactCardList title={t.fact.moreFromCategory} facts={related} />
      <FactCardList title={t.fact.exploreOtherTopics} facts={other} />
    </article>
  );
}

export const ErrorBoundary = FactErrorBoundary;
