import { data, Link } from "react-router";
import { FactCard } from "~/components/fact-card";
import { useLang, useMessages } from "~/hooks/use-lang";
import { cacheHeaders, PUBLIC_PAGE, untilSeoulMidnight } from "~/lib/http/cache-control";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { langFromPath } from "~/lib/i18n/languages";
import { format, messagesFor } from "~/lib/i18n/messages";
import { onThisDayMessages } from "~/lib/i18n/messages/on-this-day";
import { EVENT_DATES } from "~/lib/on-this-day/event-dates.server";
import { isMonthDay, monthDayOf, shiftMonthDay } from "~/lib/on-this-day/month-day";
import { datedFactsByDay, onThisDay } from "~/lib/on-this-day/on-this-day";
import { formatMonthDay, toOnThisDayView, type DatedFactView } from "~/lib/on-this-day/view";
import { paths } from "~/lib/paths";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/on-this-day";

/**
 * /{lang}/on-this-day (today's month-day in Seoul, cached until the next Seoul midnight) and
 * /{lang}/on-this-day/MM-DD for each of the 366 days of the year (public, like a fact page). A day lists the
 * facts whose event fell on it (data/event-dates.json); a day without one says so and shows the nearest days
 * that have one. Any other form of the day (7-20, 02-30, 2024-07-20) is a 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const now = context.now();
  const isToday = params.monthDay === undefined;
  const monthDay = params.monthDay ?? monthDayOf(seoulDay(now));
  if (!isMonthDay(monthDay)) throw notFound();
  const t = { ...onThisDayMessages[lang], title: messagesFor(lang).onThisDay.title };
  const day = toOnThisDayView(catalogue, onThisDay(datedFactsByDay(catalogue, EVENT_DATES, lang), monthDay), lang);
  const neighbour = (delta: 1 | -1) => {
    const md = shiftMonthDay(monthDay, delta);
    return { href: paths.onThisDay(lang, md), label: formatMonthDay(md, lang) };
  };
  return data(
    {
      isToday,
      day,
      previous: neighbour(-1),
      next: neighbour(1),
      meta: buildMeta({
        site: config,
        lang,
        path: isToday ? "/on-this-day" : `/on-this-day/${monthDay}`,
        title: isToday ? t.title : format(t.dayTitle, { date: day.label }),
        description: format(t.description, { date: day.label }),
        // A month-day without an event of its own is an honest page, not one for search engines; today's page is
        // listed in the sitemap every day (it always leads to the nearest events), so it is indexable every day.
        noindex: !isToday && day.facts.length === 0,
      }),
    },
    { headers: cacheHeaders(context, isToday ? untilSeoulMidnight(now) : PUBLIC_PAGE) },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).notFound.title);
export const headers = pageHeaders;

/** The facts of one day: each event's year and label, then the fact's card. */
function DatedFacts({ facts, headingLevel }: { facts: DatedFactView[]; headingLevel: 2 | 3 }) {
  return (
    <ol className="on-this-day-list">
      {facts.map(({ what, yearLabel, dateTime, card }) => (
        <li key={card.path}>
          <p className="on-this-day-event">
            {dateTime ? <time dateTime={dateTime}>{yearLabel}</time> : yearLabel} · {what}
          </p>
          <FactCard
            href={card.href}
            category={card.category}
            title={card.title}
            body={card.excerpt}
            minutes={card.readingTimeMinutes}
            savePath={card.path}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ol>
  );
}

export default function OnThisDayPage({ loaderData }: Route.ComponentProps) {
  const { isToday, day, previous, next } = loaderData;
  const lang = useLang();
  const t = { ...onThisDayMessages[lang], title: useMessages().onThisDay.title };
  return (
    <div className="page on-this-day-page column-reading">
      <header className="today-header">
        <h1>{isToday ? t.title : format(t.dayTitle, { date: day.label })}</h1>
        <p className="tagline">
          {isToday ? <>{format(t.today, { date: day.label })} · </> : null}
          {format(t.intro, { date: day.label })}
        </p>
      </header>
      {day.facts.length > 0 ? (
        <DatedFacts facts={day.facts} headingLevel={2} />
      ) : (
        <>
          <p className="on-this-day-none">{format(t.none, { date: day.label })}</p>
          {day.nearest ? (
            <section aria-labelledby="on-this-day-nearest" className="on-this-day-nearest">
              <h2 id="on-this-day-nearest">{t.nearest}</h2>
              {[
                { near: day.nearest.before, label: t.before },
                { near: day.nearest.after, label: t.after },
              ].map(({ near, label }) => (
                <div key={label}>
                  <p className="small-heading">
                    <Link to={paths.onThisDay(lang, near.monthDay)}>{format(label, { date: near.label })}</Link>
                  </p>
                  <DatedFacts facts={near.facts} headingLevel={3} />
                </div>
              ))}
            </section>
          ) : null}
        </>
      )}
      <nav className="today-nav" aria-label={t.title}>
        <Link to={previous.href} rel="prev">
          ← {t.previousDay} ({previous.label})
        </Link>
        <Link to={next.href} rel="next">
          {t.nextDay} ({next.label}) →
        </Link>
      </nav>
    </div>
  );
}
