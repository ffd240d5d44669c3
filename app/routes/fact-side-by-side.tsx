import { data, Link } from "react-router";
import { CategoryBadge } from "~/components/fact-card";
import { FactErrorBoundary, type FactNotFoundData } from "~/components/fact-not-found";
import { SiblingNav } from "~/components/fact-sections";
import { FactToolbar } from "~/components/fact-toolbar";
import { GlossaryList } from "~/components/glossary-list";
import { Glosses } from "~/components/glosses";
import { GlossSound } from "~/components/said-line";
import { MarkedTerms } from "~/components/marked-terms";
import { SentencePairs, type PairedParagraph } from "~/components/sentence-pairs";
import { useGlossPlacement } from "~/hooks/use-gloss-placement";
import { useLang, useMessages } from "~/hooks/use-lang";
import { placeId } from "~/lib/bilingual/reading-place";
import { pairsForPage } from "~/lib/bilingual/sentence-pairs";
import { storedPairs } from "~/lib/bilingual/sentence-pairs.server";
import { englishSounds, reviewedSounds, saySentence, termsSaidIn, withIpa, withSay } from "~/lib/pronunciation/reviewed.server";
import type { Fact } from "~/lib/catalogue/schema";
import { toFactCard, toSideBySide, type SideBySideColumn } from "~/lib/catalogue/fact-view";
import { categorySiblings } from "~/lib/catalogue/random";
import { missingFactWays } from "~/lib/catalogue/ways-forward";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { LANGS, langFromPath, type Lang } from "~/lib/i18n/languages";
import { sideBySideMessages } from "~/lib/i18n/messages/side-by-side";
import { format, formatDate, messagesFor, type Messages } from "~/lib/i18n/messages";
import { pageUrl, paths } from "~/lib/paths";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { bilingualShareImagePath, SHARE_IMAGE } from "~/lib/seo/share-image";
import type { Route } from "./+types/fact-side-by-side";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";
import type { RouteHandle } from "~/lib/http/route-handle";

/** `?say=1` asks for every Korean sentence with how it is said. */
export const handle: RouteHandle = { query: { say: ["1"] } };

/** A fact in every language it has, paragraph beside paragraph: for learners, so not indexed (its canonical is the fact page). */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const fact = catalogue.byPath.get(`/fact/${params.category}/${params.slug}`);
  if (!fact || !fact.translations[lang]) throw notFound<FactNotFoundData>(missingFactWays(catalogue, lang, params.category, params.slug));
  const raw = toSideBySide(catalogue, fact, lang);
  // Help for the language the reader is learning: how the Korean terms are said on the English site, the English
  // terms' IPA on the Korean site.
  const sounds = reviewedSounds(config.catalogueDir, fact.category);
  const ipa = englishSounds(config.catalogueDir);
  const view = { ...raw, glossary: lang === "en" ? withSay(raw.glossary, sounds) : withIpa(raw.glossary, ipa) };
  const say = new URL(request.url).searchParams.get("say") === "1";
  // Paragraph by paragraph (the summary first), each as its reviewed sentence pairs (data/sentence-pairs); on
  // request, how each Korean sentence is said (English site) or the IPA of the key terms in each English one (Korean site).
  const paragraphs: PairedParagraph[] = pairsForPage(fact, storedPairs(config.catalogueDir, fact)).map((pairs, i) => ({
    id: placeId(i),
    speak: i + 1,
    pairs,
    ...(say && lang === "en" ? { said: pairs.map((pair) => pair.ko.map((sentence) => saySentence(sentence, sounds))) } : {}),
    ...(say && lang === "ko" ? { termSounds: pairs.map((pair) => termsSaidIn(pair.en.join(" "), view.glossary)) } : {}),
  }));
  const t = messagesFor(lang);
  const title = format(t.sideBySide.title, { title: fact.translations[lang]!.title });
  // A learner goes on to the neighbours side by side too.
  const siblings = categorySiblings(catalogue, fact, lang);
  const sideBySideCard = (sibling: Fact | undefined) =>
    sibling ? { ...toFactCard(catalogue, sibling, lang), href: paths.sideBySide(lang, sibling.path) } : null;
  return data(
    {
      view,
      paragraphs,
      say,
      previous: sideBySideCard(siblings.previous),
      next: sideBySideCard(siblings.next),
      shareUrl: pageUrl(config.siteUrl, lang, `${fact.path}/side-by-side`),
      meta: buildMeta({
        site: config,
        lang,
        path: fact.path,
        title,
        description: sideBySideMessages[lang].intro,
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
      {column.reviewedAgainst
        ? format(t.fact.translationReviewedAgainst, {
            language,
            date: formatDate(column.reviewedAt, pageLang),
            against: t.fact.languageNames[column.reviewedAgainst.lang],
            version: column.reviewedAgainst.version,
          })
        : format(t.fact.translationReviewed, { language, date: formatDate(column.reviewedAt, pageLang) })}
    </time>
  ) : (
    format(t.fact.translationNotReviewed, { language })
  );
}

export default function SideBySidePage({ loaderData }: Route.ComponentProps) {
  const { view, paragraphs, say, previous, next, shareUrl } = loaderData;
  const lang = useLang();
  const t = useMessages();
  const marked = (l: Lang) => {
    const terms = view.glossary.map((g) => g.terms[l]);
    return (sentence: string) => <MarkedTerms text={sentence} terms={terms} lang={l} />;
  };
  const langs = view.columns.map((c) => c.lang);
  const m = sideBySideMessages[lang];
  useGlossPlacement("sbs-article");
  return (
    // The whole article is read aloud: the titles, then the text (the toolbar and key terms have no [data-speak]).
    <article id="sbs-article" className="page side-by-side" style={{ "--cat": view.category.color } as React.CSSProperties}>
      <header className="sbs-header">
        <p className="fact-category">
          <CategoryBadge category={view.category} to={paths.blog(lang, view.category.slug)} />
        </p>
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
      </header>
      <FactToolbar
        back={{ to: paths.fact(lang, view.path), label: t.sideBySide.backToFact }}
        languages={view.columns.filter((c) => c.lang !== lang).map((c) => ({ lang: c.lang, to: paths.sideBySide(c.lang, view.path) }))}
        listen={{ targetId: "sbs-article", langs: LANGS }}
        fact={{ path: view.path, title: view.columns[0]!.title }}
        shareUrl={shareUrl}
      />
      {/* One line each, so that the first pair of sentences starts on a phone's first screen. */}
      <details className="sbs-help">
        <summary>{m.howItWorks}</summary>
        <p>
          {m.intro} <span className="sbs-keys">{m.keys}</span>
        </p>
      </details>
      <p className="sbs-say">
        <Link to={{ search: say ? "" : "?say=1" }} preventScrollReset replace>
          {say ? m.hideSay : m.showSay}
        </Link>
      </p>
      <div className="sbs-text">
        <h2 className="visually-hidden">{t.sideBySide.summary}</h2>
        <SentencePairs
          caption={format(sideBySideMessages[lang].pairsCaption, { part: t.sideBySide.summary })}
          langs={langs}
          paragraphs={paragraphs.slice(0, 1)}
          cellClass="fact-body"
          render={marked}
        />
        <h2 className="visually-hidden">{t.fact.aboutThisFact}</h2>
        <SentencePairs
          caption={format(sideBySideMessages[lang].pairsCaption, { part: t.fact.aboutThisFact })}
          langs={langs}
          paragraphs={paragraphs.slice(1)}
          render={marked}
        />
      </div>
      <Glosses glossary={view.glossary} langs={langs} sound={(entry) => <GlossSound entry={entry} />} />
      <GlossaryList glossary={view.glossary} lang={lang} title={t.fact.keyTerms} />
      <SiblingNav label={view.category.name} previous={previous} next={next} />
      {/* When each translation was checked against the other: for the careful reader, after the text. */}
      <div className="sbs-row sbs-status">
        {view.columns.map((c) => (
          <p key={c.lang} className="fact-meta">
            {reviewLine(t, c, lang)}
          </p>
        ))}
      </div>
    </article>
  );
}

export const ErrorBoundary = FactErrorBoundary;
