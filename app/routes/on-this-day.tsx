import { data, Link } from "react-router";
import { FactCard } from "~/components/fact-card";
import { useLang, useMessages } from "~/hooks/use-lang";
import { cacheHeaders, PUBLIC_PAGE, untilSeoulMidnight } from "~/lib/http/cache-control";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { langFromPath } from "~/lib/i18n/languages";
import { format, messagesFor } from "~/lib/i18n/messages";
import { onThisDayMessages } from "~/lib/i18n/messages/on-this-day";
import { isMonthDay, monthDayOf, shiftMonthDay } from "~/lib/on-this-day/month-day";
import { datedFactsByDay, hasEventsInWeek, onThisDay } from "~/lib/on-this-day/on-this-day";
import { formatMonthDay, toOnThisDayView, type DatedFactView, type DayView } from "~/lib/on-this-day/view";
import { paths } from "~/lib/paths";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/on-this-day";

/**
 * /{lang}/on-this-day (today's month-day in Seoul, cached until the next Seoul midnight) and
 * /{lang}/on-this-day/MM-DD for each of the 366 days of the year (public, like a fact page). A day lists the
 * facts whose event fell on it (data/event-dates.json), then "This week in history", the other days of its week
 * that have one; a day whose week has none shows the nearest days that have. Any other form of the day (7-20,
 * 02-30, 2024-07-20) is a 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const now = context.now();
  const isToday = params.monthDay === undefined;
  const monthDay = params.monthDay ?? monthDayOf(seoulDay(now));
  if (!isMonthDay(monthDay)) throw notFound();
  const t = { ...onThisDayMessages[lang], title: messagesFor(lang).onThisDay.title };
  const days = datedFactsByDay(catalogue, catalogue.eventDates, lang);
  const day = toOnThisDayView(catalogue, onThisDay(days, monthDay), lang);
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
        // Indexed as the sitemap lists it: a day whose week has events (today's page, whichever day it is, when
        // any day has one), not a day far from any, which only repeats the nearest days' own pages.
        noindex: isToday ? days.size === 0 : !hasEventsInWeek(days, monthDay),
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

/** Days of events, each under its date (a link to its own page), as a section with a heading. */
function DaysOfEvents({ id, heading, days }: { id: string; heading: string; days: { label: string; day: DayView }[] }) {
  const lang = useLang();
  return (
    <section aria-labelledby={id} className="on-this-day-week" style={{ marginTop: "1.5rem" }}>
      <h2 id={id}>{heading}</h2>
      {days.map(({ label, day }) => (
        <div key={`${label}${day.monthDay}`}>
          <h3 className="small-heading">
            <Link to={paths.onThisDay(lang, day.monthDay)} style={{ display: "inline-block", minHeight: "24px" }}>
              {label}
            </Link>
          </h3>
          <DatedFacts facts={day.facts} headingLevel={3} />
        </div>
      ))}
    </section>
  );
}

export default function OnThisDayPage({ loaderData }: Route.ComponentProps) {
  const { isToday, day, previous, next } = loaderData;
  const lang = useLang();
  const t = { ...onThisDayMessages[lang], title: useMessages().onThisDay.title };
  const own = day.facts.length > 0;
  return (
    <div className="page on-this-day-page column-reading">
      <header className="today-header">
        <h1>{isToday ? t.title : format(t.dayTitle, { date: day.label })}</h1>
        <p className="tagline">
          {isToday ? <>{format(t.today, { date: day.label })} · </> : null}
          {format(own ? t.intro : day.week.length > 0 ? t.weekIntro : t.nearestIntro, { date: day.label })}
        </p>
      </header>
      {own ? <DatedFacts facts={day.facts} headingLevel={2} /> : null}
      {day.week.length > 0 ? (
        <DaysOfEvents id="on-this-day-week" heading={t.week} days={day.week.map((d) => ({ label: d.label, day: d }))} />
      ) : null}
      {day.nearest ? (
        <DaysOfEvents
          id="on-this-day-nearest"
          heading={t.nearest}
          days={[
            { label: format(t.before, { date: day.nearest.before.label }), day: day.nearest.before },
            { label: format(t.after, { date: day.nearest.after.label }), day: day.nearest.after },
          ]}
        />
      ) : null}
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
