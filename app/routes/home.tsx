import { data, Form, Link, redirect } from "react-router";
import { FactCardList, CategoryBadge } from "~/components/fact-card";
import { OtherServices } from "~/components/other-services";
import { AdSlot } from "~/components/ad-slot";
import { useQuizStreak } from "~/hooks/use-quiz-streak";
import { useLang, useMessages } from "~/hooks/use-lang";
import { format, formatDate, messagesFor } from "~/lib/i18n/messages";
import { factOfDay } from "~/lib/daily/rotation";
import { seoulDay } from "~/lib/time/seoul-day";
import { paths } from "~/lib/paths";
import { toFactCard, toFeaturedFact } from "~/lib/catalogue/fact-view";
import { pickNeighbours } from "~/lib/catalogue/neighbours";
import { pickRandomFact, seededRng } from "~/lib/catalogue/random";
import { pageHeaders, requireLang } from "~/lib/http/responses";

import { buildMeta } from "~/lib/seo/meta";
import { SHARE_IMAGE, SITE_SHARE_IMAGE } from "~/lib/seo/share-image";
import { websiteJsonLd } from "~/lib/seo/structured-data";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/home";
import { cacheHeaders, PRIVATE_NO_STORE, PRIVATE_REVALIDATE, PUBLIC_REDIRECT } from "~/lib/http/cache-control";
import { ReviewSlot } from "~/components/review-invite";
import { Emoji } from "~/components/emoji";

/** `after`: the fact just shown, never picked again; `fact`: the fact a pick showed, at an address of its own. */
export const handle: RouteHandle = { query: { after: 200, fact: 200 } };

/**
 * Today's fact (the same for every reader until the next Seoul midnight) and a random fact with its neighbours:
 * a fresh one on `/{lang}`; "Get New Fact" asks `?after=` (the fact just shown, never picked again) and is sent
 * to the new pick's own address, `?fact=`, so that Back, reload and a shared link show the fact the reader saw.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const query = new URL(request.url).searchParams;
  const after = query.get("after");
  const shown = query.get("fact");
  // Each names a fact this site has, or it is not an address of home's.
  if ((after !== null && !catalogue.byPath.has(after)) || (shown !== null && !catalogue.byPath.get(shown)?.translations[lang]))
    throw redirect(paths.home(lang), { status: 301, headers: cacheHeaders(context, PUBLIC_REDIRECT) });
  if (after !== null) {
    const next = pickRandomFact(catalogue, lang, { exclude: [after], rng: context.rng });
    // One reader's pick: a redirect nobody stores.
    if (next) throw redirect(paths.home(lang, { fact: next.path }), { status: 303, headers: cacheHeaders(context, PRIVATE_NO_STORE) });
  }
  const fact = shown !== null ? catalogue.byPath.get(shown) : pickRandomFact(catalogue, lang, { rng: context.rng });
  // Neighbours are seeded by the fact, so each fact's home page is one cacheable variant.
  const neighbours = fact ? pickNeighbours(catalogue, fact, lang, { rng: seededRng(fact.path) }) : { related: [], other: [] };
  const t = messagesFor(lang);
  const day = seoulDay(context.now());
  const todays = factOfDay(catalogue, day);
  return data(
    {
      today: todays?.translations[lang] ? { day, fact: toFeaturedFact(catalogue, todays, lang) } : null,
      fact: fact ? toFeaturedFact(catalogue, fact, lang) : null,
      related: neighbours.related.map((f) => toFactCard(catalogue, f, lang)),
      other: neighbours.other.map((f) => toFactCard(catalogue, f, lang)),
      sisterSiteUrl: config.sisterSiteUrl,
      meta: buildMeta({
        site: config,
        lang,
        path: "",
        description: t.site.description,
        // A pick's own address is home's too (its canonical): not a page of its own for search engines.
        noindex: shown !== null,
        image: { url: SITE_SHARE_IMAGE, ...SHARE_IMAGE, alt: t.site.tagline },
        feedTitle: `${config.siteName} (${lang})`,
        jsonLd: [websiteJsonLd(config, lang, t.site.description)],
      }),
    },
    // Home's pick is random, and a pick's address is one reader's: kept by no shared cache, a pick by no one.
    { headers: cacheHeaders(context, shown !== null ? PRIVATE_NO_STORE : PRIVATE_REVALIDATE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { today, fact, related, other, sisterSiteUrl } = loaderData;
  const t = useMessages();
  const lang = useLang();
  return (
    <div className="page home">
      <section className="hero column-reading">
        <h1>
          {t.site.name} <span className="beta">{t.site.beta}</span>
        </h1>
        <p className="tagline">{t.site.tagline}</p>
      </section>
      <div className="home-picks column-wide">
        {today ? (
          <section
            className="featured-fact today-card"
            aria-labelledby="today-card-label"
            style={{ "--cat": today.fact.category.color } as React.CSSProperties}
          >
            <h2 id="today-card-label" className="card-label">
              {t.home.todaysFacts} · <time dateTime={today.day}>{formatDate(today.day, lang)}</time>
            </h2>
            <CategoryBadge category={today.fact.category} />
            <h3 className="featured-title">
              <Link to={paths.today(lang)}>{today.fact.title}</Link>
            </h3>
            <p className="featured-body">{today.fact.body}</p>
            <p className="today-card-hint">
              {t.home.todayCardHint} <HomeStreak />
            </p>
            <div className="featured-actions">
              <Link to={paths.today(lang)} className="button">
                {t.home.readToday} <span aria-hidden="true">→</span>
              </Link>
              <Link to={paths.quiz(lang)} className="button button-ghost">
                <Emoji>🧩</Emoji> {t.today.playQuiz}
              </Link>
            </div>
          </section>
        ) : null}
        <section
          className="featured-fact is-random"
          aria-labelledby="random-fact-label"
          style={fact ? ({ "--cat": fact.category.color } as React.CSSProperties) : undefined}
        >
          <h2 id="random-fact-label" className="card-label">
            {t.home.randomFact}
          </h2>
          {fact ? (
            <>
              {/* Title and body are clamped at a line, in a space kept for the longest, so Get New Fact never
                  moves between picks; Read more opens the fact whole. */}
              <div className="featured-text" aria-live="polite">
                <CategoryBadge category={fact.category} />
                <h3 className="featured-title">{fact.title}</h3>
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
            </>
          ) : (
            <p>{t.home.noFacts}</p>
          )}
        </section>
      </div>
      {/* When review cards are due, how many, and the way to them (after hydration, when the browser is idle). */}
      <div className="column-wide">
        <ReviewSlot where="home" />
      </div>
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
