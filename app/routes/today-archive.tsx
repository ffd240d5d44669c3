import { data } from "react-router";
import { FactCard } from "~/components/fact-card";
import { useMessages } from "~/hooks/use-lang";
import { toFactCard } from "~/lib/catalogue/fact-view";
import { archiveByMonth, dailyFactPath, rotationDays } from "~/lib/daily/archive";
import { pageHeaders, requireLang } from "~/lib/http/responses";
import { format, formatDate, messagesFor } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { buildMeta } from "~/lib/seo/meta";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/today-archive";
import { cacheHeaders, untilSeoulMidnight } from "~/lib/http/cache-control";

/** /{lang}/today/archive: every day of the rotation by month; it gains a day at each Seoul midnight. */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const now = context.now();
  const today = seoulDay(now);
  const t = messagesFor(lang);
  const days = rotationDays(context.catalogue, today).map(({ day, fact }) => ({
    day,
    href: dailyFactPath(lang, day, today),
    fact: toFactCard(context.catalogue, fact, lang),
  }));
  return data(
    {
      months: archiveByMonth(days).map(({ month, days }) => ({
        month,
        label: formatDate(`${month}-01`, lang, "month"),
        days,
      })),
      meta: buildMeta({
        site: context.config,
        lang,
        path: "/today/archive",
        title: t.today.archiveTitle,
        description: t.today.archiveIntro,
        feedTitle: format(t.today.feedTitle, { siteName: context.config.siteName, lang }),
        feedPath: paths.todayFeed(lang),
      }),
    },
    { headers: cacheHeaders(context, untilSeoulMidnight(now)) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function TodayArchive({ loaderData }: Route.ComponentProps) {
  const { months } = loaderData;
  const t = useMessages();
  return (
    <div className="page today-archive column-wide">
      <h1>{t.today.archiveTitle}</h1>
      <p className="tagline">{t.today.archiveIntro}</p>
      {months.map(({ month, label, days }) => (
        <section key={month} aria-labelledby={`month-${month}`} className="archive-month">
          <h2 id={`month-${month}`}>{label}</h2>
          <ul className="card-grid archive-days">
            {days.map(({ day, href, fact }) => (
              <li key={day}>
                {/* The day's card: its date is the day it was today's fact, and it leads to that day's page. */}
                <FactCard
                  href={href}
                  category={fact.category}
                  title={fact.title}
                  body={fact.excerpt}
                  date={day}
                  minutes={fact.readingTimeMinutes}
                  savePath={fact.path}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
