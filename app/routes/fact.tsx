import { data } from "react-router";
import { FactCardList } from "~/components/fact-card";
import { FactErrorBoundary, type FactNotFoundData } from "~/components/fact-not-found";
import { FactCorrections, FactHeader, FactSources, FactTags, SiblingNav } from "~/components/fact-sections";
import { GlossaryList } from "~/components/glossary-list";
import { Glosses } from "~/components/glosses";
import { MarkedTerms } from "~/components/marked-terms";
import { FactToolbar } from "~/components/fact-toolbar";
import { SpokenText } from "~/components/spoken-text";
import { AdSlot } from "~/components/ad-slot";
import { useLang, useMessages } from "~/hooks/use-lang";
import { toFactCard, toFactPage } from "~/lib/catalogue/fact-view";
import { missingFactWays } from "~/lib/catalogue/ways-forward";
import { pickNeighbours } from "~/lib/catalogue/neighbours";
import { categorySiblings, seededRng } from "~/lib/catalogue/random";
import { sourceNote } from "~/lib/catalogue/source-waivers.server";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { langFromPath, type Lang } from "~/lib/i18n/languages";
import { placeId } from "~/lib/bilingual/reading-place";
import { pageUrl, paths } from "~/lib/paths";
import { messagesFor } from "~/lib/i18n/messages";
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
      // Where no source can be linked, what readers are told instead (data/source-waivers-*.json).
      sourcesNote: sourceNote(config.catalogueDir, fact.path, lang) ?? null,
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
  const { fact, related, other, previous, next, shareUrl, sideBySideHref, sourcesNote } = loaderData;
  const lang = useLang();
  const t = useMessages();
  // Key terms where they stand: each a button that opens its gloss (partner term and note) in place, with or
  // without script, as on the side-by-side page (issue #34 item 5, ADR 026).
  const terms = fact.glossary.map((entry) => entry.terms[lang]);
  const glossed = (sentence: string) => <MarkedTerms text={sentence} terms={terms} lang={lang} />;
  return (
    <article className="page fact-page" style={{ "--cat": fact.category.color } as React.CSSProperties}>
      <FactHeader fact={fact} />
      {/* The other language is the header's switch (one row of tools on a phone); Back is beside the category. */}
      <FactToolbar
        sideBySide={fact.langs.length > 1 ? sideBySideHref : undefined}
        listen={{ targetId: "fact-text", langs: ONLY[lang] }}
        fact={fact}
        shareUrl={shareUrl}
      />
      <div id="fact-text">
        <p className="fact-body" lang={lang} data-speak="0" id={placeId(0)} data-place="">
          <SpokenText text={fact.body} render={glossed} />
        </p>
        <section className="fact-detail" aria-labelledby="about-fact">
          <h2 id="about-fact">{t.fact.aboutThisFact}</h2>
          {fact.detail.map((paragraph, i) => (
            <p key={i} lang={lang} data-speak={i + 1} id={placeId(i + 1)} data-place="">
              <SpokenText text={paragraph} render={glossed} />
            </p>
          ))}
        </section>
      </div>
      <GlossaryList glossary={fact.glossary} lang={lang} title={t.fact.keyTerms} />
      <Glosses glossary={fact.glossary} langs={[lang]} />
      <FactCorrections corrections={fact.corrections} />
      <FactTags tags={fact.tags} />
      <FactSources fact={fact} note={sourcesNote ?? undefined} />
      <SiblingNav label={fact.category.name} previous={previous} next={next} />
      <AdSlot />
      <FactCardList title={t.fact.moreFromCategory} facts={related} />
      <FactCardList title={t.fact.exploreOtherTopics} facts={other} />
    </article>
  );
}

export const ErrorBoundary = FactErrorBoundary;
