import { data, Link, redirect } from "react-router";
import { CategoryBadge } from "~/components/fact-card";
import { SaveToggle } from "~/components/save-toggle";
import { useLang, useMessages } from "~/hooks/use-lang";
import { toFactPage } from "~/lib/catalogue/fact-view";
import { addDays, factOfDay, isCalendarDay, ROTATION_START } from "~/lib/daily/rotation";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { langFromPath } from "~/lib/i18n/languages";
import { format, formatDate, messagesFor } from "~/lib/i18n/messages";
import { absoluteUrl, paths, webcalUrl } from "~/lib/paths";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { SHARE_IMAGE, shareImagePath } from "~/lib/seo/share-image";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/today";
import { cacheHeaders, PUBLIC_PAGE, untilSeoulMidnight } from "~/lib/http/cache-control";
import { Emoji } from "~/components/emoji";
import { onThisDayLine } from "~/lib/on-this-day/today-line.server";

/**
 * /{lang}/today (the fact of the Seoul day, cached until the next Seoul midnight) and /{lang}/today/{day}
 * for every past day since the rotation began (never changes, cached like any fact page). Today's own date
 * redirects to /today; a future, unknown or malformed date is a 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const { catalogue, config } = context;
  const now = context.now();
  const today = seoulDay(now);
  const day = params.date ?? today;
  if (params.date !== undefined) {
    if (!isCalendarDay(day) || day > today || day < ROTATION_START) throw notFound();
    if (day === today) throw redirect(paths.today(lang), { headers: cacheHeaders(context, untilSeoulMidnight(now)) });
  }
  const fact = factOfDay(catalogue, day);
  if (!fact) throw notFound();
  const isToday = day === today;
  const t = messagesFor(lang);
  const page = toFactPage(catalogue, fact, lang);
  const previous = addDays(day, -1);
  const title = isToday ? t.today.title : format(t.today.dayTitle, { date: formatDate(day, lang) });
  return data(
    {
      day,
      isToday,
      fact: page,
      previous: previous >= ROTATION_START && factOfDay(catalogue, previous) ? previous : null,
      // Always the dated address: it redirects to /today while that day is today, and stays right after.
      next: isToday ? null : addDays(day, 1),
      onThisDay: onThisDayLine(catalogue, lang, day, isToday),
      calendar: {
        subscribe: webcalUrl(absoluteUrl(config.siteUrl, paths.todayCalendar(lang))),
        file: paths.todayCalendar(lang),
      },
      meta: buildMeta({
        site: config,
        lang,
        path: isToday ? "/today" : `/today/${day}`,
        title: `${title}: ${page.title}`,
        description: page.body,
        image: { url: shareImagePath(catalogue, fact, lang), ...SHARE_IMAGE, alt: page.title },
        feedTitle: format(t.today.feedTitle, { siteName: config.siteName, lang }),
        feedPath: paths.todayFeed(lang),
      }),
    },
    { headers: cacheHeaders(context, isToday ? untilSeoulMidnight(now) : PUBLIC_PAGE) },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).notFound.title);
export const headers = pageHeaders;

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  const { day, isToday, fact, previous, next, calendar, onThisDay } = loaderData;
  const t = useMessages();
  const lang = useLang();
  return (
    <div className="page today-page column-reading">
      <header className="today-header">
        <h1>{isToday ? t.today.title : format(t.today.dayTitle, { date: formatDate(day, lang) })}</h1>
        <p className="tagline">
          {isToday ? (
            <>
              <time dateTime={day}>{formatDate(day, lang)}</time> · {t.today.intro}
            </>
          ) : (
            format(t.today.pastIntro, { date: formatDate(day, lang) })
          )}
        </p>
      </header>
      <article className="featured-fact today-fact" style={{ "--cat": fact.category.color } as React.CSSProperties}>
        <CategoryBadge category={fact.category} />
        {/* In the card's corner, as on every fact card: nothing is kept for it in the flow, so no blank band
            without JavaScript and no shift when it appears. */}
        <SaveToggle path={fact.path} title={fact.title} compact />
        <h2 className="featured-title">{fact.title}</h2>
        <p className="featured-body">{fact.body}</p>
        <div className="featured-actions">
          <Link to={fact.href} className="button read-more">
            {t.today.readWhole} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </article>
      <nav className="today-nav" aria-label={t.today.archive}>
        {previous ? (
          <Link to={paths.todayOn(lang, previous)} rel="prev">
            ← {t.today.yesterday}
          </Link>
        ) : null}
        <Link to={paths.todayArchive(lang)}>{t.today.archive}</Link>
        {next ? (
          <Link to={paths.todayOn(lang, next)} rel="next">
            {t.today.nextDay} →
          </Link>
        ) : null}
      </nav>
      <p className="on-this-day-line">
        <Link to={onThisDay.href}>{onThisDay.text}</Link>
      </p>
      <p className="today-more">
        <Link to={isToday ? paths.quiz(lang) : paths.quiz(lang, day)} className="button button-ghost">
          <Emoji>🧩</Emoji> {isToday ? t.today.playQuiz : format(t.quiz.dayTitle, { date: formatDate(day, lang) })}
        </Link>{" "}
        <a href={paths.todayFeed(lang)} className="feed-link">
          {t.today.feed}
        </a>
      </p>
      <p>
        <a href={calendar.subscribe} className="calendar-link">
          <Emoji>📅</Emoji> {t.today.addToCalendar}
        </a>{" "}
        <span className="calendar-hint">
          {t.today.calendarHint} <a href={calendar.file}>{t.today.calendarFile}</a>
        </span>
      </p>
    </div>
  );
}
