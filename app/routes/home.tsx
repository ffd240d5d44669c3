import { data, Form, Link, redirect, useSubmit } from "react-router";
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

/** Where a new pick lands without JavaScript: the random fact, not the top of the page. */
const RANDOM_FACT_ID = "random-fact";

// Home's own details are style attributes (the policy allows them), so the stylesheet every page inlines does not
// grow for one page (test/integration/budgets.test.ts).
/** The tagline is the page's heading (the brand is the header's): one quiet line above the two cards. */
/** Each card's title is its link, the whole line a target. */
const TITLE_LINK: React.CSSProperties = { display: "block" };
const TAGLINE: React.CSSProperties = { margin: "0 auto", fontSize: "0.95rem", fontWeight: 600, lineHeight: 1.4, color: "var(--muted)" };

/**
 * One fact and one tap on a phone's first screen (issue 50): the tagline, today's fact whole (its date, title,
 * summary, the way to it and to the quiz), then the random fact under its "Get New Fact" button. The button heads
 * its card, so it stays in the same place on every pick and is on the first 360 × 640 screen whatever today's fact
 * is; both titles are links, styled alike, and neither is clipped.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { today, fact, related, other, sisterSiteUrl } = loaderData;
  const t = useMessages();
  const lang = useLang();
  const submit = useSubmit();
  return (
    <div className="page home">
      {/* The brand is the header's (with BETA on home): the page's heading is the tagline, named for the site. */}
      <h1 className="home-tagline column-wide" style={TAGLINE}>
        <span className="visually-hidden">{t.site.name}: </span>
        {t.site.tagline}
      </h1>
      <div className="home-picks column-wide">
        {today ? (
          <section
            className="featured-fact home-card today-card"
            aria-labelledby="today-card-label"
            style={{ "--cat": today.fact.category.color } as React.CSSProperties}
          >
            <h2 id="today-card-label" className="card-label">
              <span>{t.today.title}</span> <time dateTime={today.day}>{formatDate(today.day, lang)}</time>
            </h2>
            <CategoryBadge category={today.fact.category} />
            <h3 className="featured-title">
              <Link to={paths.today(lang)} style={TITLE_LINK}>
                {today.fact.title}
              </Link>
            </h3>
            <p className="featured-body">{today.fact.body}</p>
            <p className="home-card-links">
              <Link to={paths.today(lang)} className="text-link">
                {t.home.readMore} <span aria-hidden="true">→</span>
              </Link>
              <Link to={paths.quiz(lang)} className="text-link quiz-link">
                <Emoji>🧩</Emoji> {t.quiz.title}
                <HomeStreak />
              </Link>
            </p>
          </section>
        ) : null}
        <section
          id={RANDOM_FACT_ID}
          className="featured-fact home-card is-random"
          aria-labelledby="random-fact-label"
          style={fact ? ({ "--cat": fact.category.color } as React.CSSProperties) : undefined}
        >
          <div className="random-head">
            <h2 id="random-fact-label" className="card-label">
              {t.home.randomFact}
            </h2>
            {fact ? (
              // Without JavaScript the form's address ends in the card's id, so the new pick opens at it; with
              // JavaScript the pick replaces the card in place (no jump), and the button does not move.
              <Form
                method="get"
                action={`${paths.home(lang)}#${RANDOM_FACT_ID}`}
                className="new-fact-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit(event.currentTarget, { method: "get", action: paths.home(lang), preventScrollReset: true });
                }}
              >
                <input type="hidden" name="after" value={fact.path} />
                <button type="submit" className="button new-fact-button" style={{ fontSize: "0.95rem", paddingInline: "0.85rem" }}>
                  <Emoji>✨</Emoji> {t.home.getNewFact}
                </button>
              </Form>
            ) : null}
          </div>
          {fact ? (
            <>
              <div className="featured-text" aria-live="polite">
                <CategoryBadge category={fact.category} />
                <h3 className="featured-title">
                  <Link to={fact.href} style={TITLE_LINK}>
                    {fact.title}
                  </Link>
                </h3>
                <p className="featured-body">{fact.body}</p>
              </div>
              <p className="home-card-links">
                <Link to={fact.href} className="text-link read-more">
                  {t.home.readMore} <span aria-hidden="true">→</span>
                </Link>
              </p>
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

/**
 * The reader's quiz streak, from this browser only (after hydration), as a badge on the quiz link: out of the
 * flow, so nothing moves when it appears; nothing when there is none.
 */
function HomeStreak() {
  const t = useMessages();
  const days = useQuizStreak();
  if (days === 0) return null;
  return (
    <span className="streak-badge" style={{ right: "-1.6rem" }}>
      <span aria-hidden="true">🔥{days}</span>
      <span className="visually-hidden"> ({format(t.today.streak, { days })})</span>
    </span>
  );
}
