import { data, Form, Link } from "react-router";
import { FactCardList, CategoryBadge } from "~/components/fact-card";
import { OtherServices } from "~/components/other-services";
import { AdSlot } from "~/components/ad-slot";
import { useQuizStreak } from "~/hooks/use-quiz-streak";
import { useLang, useMessages } from "~/hooks/use-lang";
import { format, messagesFor } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { toFactCard } from "~/lib/catalogue/fact-view";
import { pickNeighbours, seededRng } from "~/lib/catalogue/random";
import { pageHeaders, requireLang } from "~/lib/http/responses";

import { buildMeta } from "~/lib/seo/meta";
import { SHARE_IMAGE, SITE_SHARE_IMAGE } from "~/lib/seo/share-image";
import { websiteJsonLd } from "~/lib/seo/structured-data";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/home";
import { cacheHeaders, PRIVATE_REVALIDATE } from "~/lib/http/cache-control";
import { Emoji } from "~/components/emoji";

export const handle: RouteHandle = { query: { after: 200 } };

/**
 * A fresh random fact on every request (never the one just shown: `?after=` names it), with its neighbours.
 * The server picks it (server/home-pick.ts), so that a kept home page is keyed by the fact it shows.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const after = new URL(request.url).searchParams.get("after");
  const fact = context.homePick ? catalogue.byPath.get(context.homePick) : undefined;
  // Neighbours are seeded by the fact, so each fact's home page is one cacheable variant.
  const neighbours = fact ? pickNeighbours(catalogue, fact, lang, { rng: seededRng(fact.path) }) : { related: [], other: [] };
  const t = messagesFor(lang);
  return data(
    {
      fact: fact ? toFactCard(catalogue, fact, lang) : null,
      related: neighbours.related.map((f) => toFactCard(catalogue, f, lang)),
      other: neighbours.other.map((f) => toFactCard(catalogue, f, lang)),
      sisterSiteUrl: config.sisterSiteUrl,
      meta: buildMeta({
        site: config,
        lang,
        path: "",
        description: t.site.description,
        noindex: after !== null,
        image: { url: SITE_SHARE_IMAGE, ...SHARE_IMAGE, alt: t.site.tagline },
        feedTitle: `${config.siteName} (${lang})`,
        jsonLd: [websiteJsonLd(config, lang, t.site.description)],
      }),
    },
    { headers: cacheHeaders(context, PRIVATE_REVALIDATE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { fact, related, other, sisterSiteUrl } = loaderData;
  const t = useMessages();
  const lang = useLang();
  return (
    <div className="page home">
      <section className="hero">
        <h1>
          {t.home.todaysFacts} <span className="beta">{t.site.beta}</span>
        </h1>
        <p className="tagline">{t.site.tagline}</p>
        <p className="today-entry">
          <Link to={paths.today(lang)} className="today-entry-link">
            {t.today.homeEntry} <span aria-hidden="true">→</span>
          </Link>{" "}
          <span className="today-entry-hint">{t.today.homeEntryHint}</span> <HomeStreak />
        </p>
      </section>
      {fact ? (
        <article className="featured-fact" style={{ "--cat": fact.category.color } as React.CSSProperties}>
          {/* A card of fixed height: a long fact is clamped (Read more opens it whole), so the button never moves. */}
          <div className="featured-text" aria-live="polite">
            <CategoryBadge category={fact.category} />
            <h2 className="featured-title">{fact.title}</h2>
            <p className="featured-body">{fact.body}</p>
          </div>
          <div className="featured-actions">
            <Link to={fact.href} className="button button-ghost read-more">
              {t.home.readMore} <span aria-hidden="true">→</span>
            </Link>
            <Form method="get" action={paths.home(lang)} className="new-fact-form" preventScrollReset>
              <input type="hidden" name="after" value={fact.path} />
              <button type="submit" className="button new-fact-button">
                <Emoji>✨</Emoji> {t.home.getNewFact}
              </button>
            </Form>
          </div>
        </article>
      ) : (
        <p>{t.home.noFacts}</p>
      )}
      <FactCardList title={t.home.relatedKnowledge} facts={related} />
      <AdSlot />
      <FactCardList title={t.home.otherKnowledge} facts={other} />
      <OtherServices sisterSiteUrl={sisterSiteUrl} />
    </div>
  );
}

/** The reader's quiz streak, from this browser only (after hydration); nothing when there is none. */
function HomeStreak() {
  const t = useMessages();
  const days = useQuizStreak();
  return days > 0 ? <span className="streak">{format(t.today.streak, { days })}</span> : null;
}
