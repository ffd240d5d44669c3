import { useEffect } from "react";
import { data, Link } from "react-router";
import { QuizShare } from "~/components/quiz-share";
import { useQuizStreak } from "~/hooks/use-quiz-streak";
import { useLang, useMessages } from "~/hooks/use-lang";
import { categoryView } from "~/lib/catalogue/fact-view";
import { parseAnswers, quizOfDay, scoreOf, type QuizQuestion } from "~/lib/daily/quiz";
import { OPTION_COUNT, QUIZ_LENGTH } from "~/lib/daily/quiz-shape";
import { isCalendarDay, ROTATION_START } from "~/lib/daily/rotation";
import { withPlayedDay } from "~/lib/daily/streak";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import { langFromPath, type Lang } from "~/lib/i18n/languages";
import { format, formatDate, messagesFor, type Messages } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { parseDays, quizDaysSnapshot, writeQuizDays } from "~/lib/saved/device-store";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/quiz";
import { cacheHeaders, PUBLIC_PAGE, NO_STORE, untilSeoulMidnight } from "~/lib/http/cache-control";
import { Emoji } from "~/components/emoji";

/** `a`: the answers so far, one option index per question; read longer than a quiz so that too many answers is a 400, not cut. */
export const handle: RouteHandle = { query: { a: 16 } };

const badRequest = () => data(null, { status: 400, headers: { "Cache-Control": NO_STORE.header } });

function promptOf(question: QuizQuestion, t: Messages): string {
  switch (question.kind) {
    case "title":
      return t.quiz.promptTitle;
    case "category":
      return t.quiz.promptCategory;
    case "keyword":
      return format(t.quiz.promptKeyword, { word: question.prompt });
    case "chosung":
      return t.quiz.promptChosung;
  }
}

/**
 * /{lang}/quiz (today's) and /{lang}/quiz/{day}: one question per page, each answer a plain link that
 * carries the progress in `a`, so the quiz is played to the end without JavaScript and every page is
 * cacheable. Progress that no reader could have (a character other than a digit, more answers than
 * questions, an option not offered) is a 400, which is never kept.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const now = context.now();
  const today = seoulDay(now);
  const day = params.date ?? today;
  if (params.date !== undefined && (!isCalendarDay(day) || day > today || day < ROTATION_START)) throw notFound();
  const questions = quizOfDay(context.catalogue, day, lang);
  if (!questions) throw notFound();
  const answers = parseAnswers(new URL(request.url).searchParams.get("a"), questions);
  if (!answers) throw badRequest();
  const t = messagesFor(lang);
  const done = answers.length === questions.length;
  const last = answers.length > 0 ? { question: questions[answers.length - 1]!, given: answers[answers.length - 1]! } : null;
  const current = done ? null : questions[answers.length]!;
  const { score, grid } = scoreOf(questions, answers);
  const facts = done
    ? questions.map((q) => {
        const fact = context.catalogue.byPath.get(q.factPath)!;
        return {
          href: paths.fact(lang, fact.path),
          title: fact.translations[lang]!.title,
          category: categoryView(context.catalogue, fact.category, lang),
        };
      })
    : [];
  const title = params.date === undefined ? t.quiz.title : format(t.quiz.dayTitle, { date: formatDate(day, lang) });
  return data(
    {
      day,
      isToday: day === today,
      progress: answers.join(""),
      number: answers.length + 1,
      last: last && { right: last.given === last.question.answer, answer: last.question.options[last.question.answer]! },
      current: current && {
        prompt: promptOf(current, t),
        kind: current.kind,
        text: current.prompt,
        hint: current.hint,
        options: current.options,
      },
      result: done ? { score, grid, facts } : null,
      meta: buildMeta({
        site: context.config,
        lang,
        path: params.date === undefined ? "/quiz" : `/quiz/${day}`,
        title,
        description: t.quiz.intro,
        // Only the first question of each day's quiz is a page for search engines.
        noindex: answers.length > 0,
      }),
    },
    // Today's quiz changes at midnight; a dated quiz never changes.
    { headers: cacheHeaders(context, params.date === undefined ? untilSeoulMidnight(now) : PUBLIC_PAGE) },
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

function Streak() {
  const t = useMessages();
  const days = useQuizStreak();
  return (
    <p className="streak" data-streak={days}>
      {days > 0 ? format(t.today.streak, { days }) : null}
    </p>
  );
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { day, isToday, progress, number, last, current, result } = loaderData;
  const t = useMessages();
  const lang = useLang();
  useRecordPlay(day, result !== null);
  return (
    <div className="page quiz-page">
      <h1>{isToday ? t.quiz.title : format(t.quiz.dayTitle, { date: formatDate(day, lang) })}</h1>
      {number === 1 ? <p className="tagline">{t.quiz.intro}</p> : null}
      {last ? (
        <p className={last.right ? "quiz-feedback is-right" : "quiz-feedback is-wrong"} role="status">
          {last.right ? t.quiz.right : format(t.quiz.wrong, { answer: last.answer })}
        </p>
      ) : null}
      {current ? <Question lang={lang} day={day} progress={progress} number={number} question={current} /> : null}
      {result ? (
        <section className="quiz-result" aria-labelledby="quiz-score">
          <h2 id="quiz-score">{format(t.quiz.resultTitle, { score: result.score, total: QUIZ_LENGTH })}</h2>
          <p className="quiz-grid" aria-hidden="true">
            {result.grid}
          </p>
          <QuizShare text={`${format(t.quiz.shareText, { date: day, score: result.score, total: QUIZ_LENGTH })}\n${result.grid}`} />
          <Streak />
          <h3>{t.quiz.resultFacts}</h3>
          <ol className="quiz-facts">
            {result.facts.map((f) => (
              <li key={f.href}>
                <Emoji>{f.category.emoji}</Emoji> <Link to={f.href}>{f.title}</Link>
              </li>
            ))}
          </ol>
          <p>{isToday ? t.quiz.playAgainTomorrow : <Link to={paths.quiz(lang)}>{t.quiz.playToday}</Link>}</p>
        </section>
      ) : null}
    </div>
  );
}

function Question({
  lang,
  day,
  progress,
  number,
  question,
}: {
  lang: Lang;
  day: string;
  progress: string;
  number: number;
  question: { prompt: string; kind: string; text: string; hint?: string; options: string[] };
}) {
  const t = useMessages();
  return (
    <section className="quiz-question" aria-labelledby="quiz-prompt">
      <p className="small-heading">{format(t.quiz.question, { number, total: QUIZ_LENGTH })}</p>
      <h2 id="quiz-prompt">{question.prompt}</h2>
      {question.kind === "chosung" ? (
        <p className="quiz-text">
          <span className="quiz-hint">{question.hint}</span>
          <br />
          {format(t.quiz.chosungHint, { title: question.text })}
        </p>
      ) : question.kind === "keyword" ? null : (
        <p className="quiz-text">{question.text}</p>
      )}
      <ul className="quiz-options" aria-label={t.quiz.answers}>
        {question.options.slice(0, OPTION_COUNT).map((option, i) => (
          <li key={option}>
            {/* A plain link: the answer is a GET, so it works without JavaScript and each page can be kept. */}
            <Link to={paths.quiz(lang, day, `${progress}${i}`)} className="quiz-option" rel="nofollow" preventScrollReset={false}>
              {option}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
