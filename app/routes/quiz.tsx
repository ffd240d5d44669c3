import { useEffect } from "react";
import { data, Link } from "react-router";
import { NextQuizTime } from "~/components/next-quiz-time";
import { QuizQuestion } from "~/components/quiz-question";
import { QuizResult } from "~/components/quiz-result";
import { QuizStats } from "~/components/quiz-stats";
import { useFinishedResult, useRememberFinish } from "~/hooks/use-finished-quiz";
import { useLang, useMessages } from "~/hooks/use-lang";
import { cacheHeaders, NO_STORE, PRIVATE_REVALIDATE, PUBLIC_PAGE, untilSeoulMidnight } from "~/lib/http/cache-control";
import { parseAnswers, quizOfDay } from "~/lib/daily/quiz";
import { quizPageModel } from "~/lib/daily/quiz-page";
import { isPublishedQuizDay } from "~/lib/daily/quiz-card";
import { withPlayedDay } from "~/lib/daily/streak";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import { langFromPath } from "~/lib/i18n/languages";
import { format, formatDate, messagesFor } from "~/lib/i18n/messages";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import { pageUrl, paths } from "~/lib/paths";
import { parseDays, quizDaysSnapshot, writeQuizDays } from "~/lib/saved/device-store";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { SHARE_IMAGE } from "~/lib/seo/share-image";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/quiz";

/** `a`: the answers so far, one option index per question, and `!` while the last one is shown; read longer than a quiz so that too many answers is a 400, not cut. */
export const handle: RouteHandle = { query: { a: 16 } };

const badRequest = () => data(null, { status: 400, headers: { "Cache-Control": NO_STORE.header } });

/**
 * /{lang}/quiz (today's) and /{lang}/quiz/{day}: one question per page. Each answer is a plain link that
 * carries the progress in `a` and shows the same question answered; "Next" goes on. So the quiz is played to
 * the end without JavaScript and every page is cacheable. Progress that no reader could have (a character
 * other than a digit, more answers than questions, an option not offered, a stray mark) is a 400, never kept.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const now = context.now();
  const today = seoulDay(now);
  const day = params.date ?? today;
  if (params.date !== undefined && !isPublishedQuizDay(day, today)) throw notFound();
  const questions = quizOfDay(context.catalogue, day, lang);
  if (!questions) throw notFound();
  const progress = parseAnswers(new URL(request.url).searchParams.get("a"), questions);
  if (!progress) throw badRequest();
  const t = messagesFor(lang);
  const { question, result } = quizPageModel(context.catalogue, {
    lang,
    day,
    questions,
    progress,
    shareUrl: pageUrl(context.config.siteUrl, lang, `/quiz/${day}`),
  });
  const title = params.date === undefined ? t.quiz.title : format(t.quiz.dayTitle, { date: formatDate(day, lang) });
  return data(
    {
      day,
      isToday: day === today,
      atStart: progress.answers.length === 0,
      answers: result ? progress.answers.join("") : null,
      question,
      result,
      meta: buildMeta({
        site: context.config,
        lang,
        path: params.date === undefined ? "/quiz" : `/quiz/${day}`,
        title,
        description: quizMessages[lang].intro,
        // The day's own card, spoiler-free (the day and "Daily quiz"): a shared result links to the dated page.
        image: { url: paths.quizCard(lang, day), ...SHARE_IMAGE, alt: format(t.quiz.dayTitle, { date: formatDate(day, lang) }) },
        // Only the first question of each day's quiz is a page for search engines.
        noindex: progress.answers.length > 0,
      }),
    },
    // A quiz answered part-way is one reader's progress; today's quiz changes at midnight; a dated quiz never changes.
    {
      headers: cacheHeaders(
        context,
        progress.answers.length > 0 ? PRIVATE_REVALIDATE : params.date === undefined ? untilSeoulMidnight(now) : PUBLIC_PAGE,
      ),
    },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).notFound.title);
export const headers = pageHeaders;

/** Counts the day towards the streak once the reader finishes today's quiz (in this browser, after hydration). */
function useRecordPlay(day: string, finished: boolean) {
  useEffect(() => {
    if (!finished || day !== seoulDay(new Date())) return;
    writeQuizDays(withPlayedDay(parseDays(quizDaysSnapshot()), day));
  }, [day, finished]);
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { day, isToday, atStart, answers, question, result } = loaderData;
  const t = useMessages();
  const lang = useLang();
  useRecordPlay(day, result !== null);
  useRememberFinish(lang, day, answers, result?.score ?? null);
  // A quiz already finished here shows its result instead of question 1, once hydrated (the HTML is everyone's).
  const finished = useFinishedResult(lang, day, atStart);
  const shown = result ?? finished;
  return (
    <div className="page quiz-page">
      <h1>{isToday ? t.quiz.title : format(t.quiz.dayTitle, { date: formatDate(day, lang) })}</h1>
      {atStart ? <p className="tagline">{quizMessages[lang].intro}</p> : null}
      {/* The stage is at least a screen tall, so swapping question 1 for a remembered result never moves the footer into or out of view. */}
      <div className="quiz-stage">
        {shown ? (
          <QuizResult key="result" result={shown} fromDevice={result === null}>
            <QuizStats />
            {isToday ? (
              <NextQuizTime />
            ) : (
              <p>
                <Link to={paths.quiz(lang)}>{quizMessages[lang].playToday}</Link>
              </p>
            )}
          </QuizResult>
        ) : question ? (
          <QuizQuestion key="question" question={question} />
        ) : null}
      </div>
    </div>
  );
}
