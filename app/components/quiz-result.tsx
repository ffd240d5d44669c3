import { Link } from "react-router";
import { useLang } from "~/hooks/use-lang";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import type { ResultView } from "~/lib/daily/quiz-page";
import { format } from "~/lib/i18n/messages";
import { Emoji } from "./emoji";
import { QuizShare } from "./quiz-share";

/**
 * A finished quiz: the score, the grid (✅/❌, two shapes as well as two colours, read out in words), sharing,
 * the questions missed with their facts, and the five facts. `children` comes after the grid: the streak,
 * and when the next quiz arrives (or a link to today's).
 */
export function QuizResult({ result, fromDevice, children }: { result: ResultView; fromDevice: boolean; children?: React.ReactNode }) {
  const q = quizMessages[useLang()];
  return (
    <section className="quiz-result" aria-labelledby="quiz-score">
      <h2 id="quiz-score">{format(q.resultTitle, { score: result.score, total: result.total })}</h2>
      {fromDevice ? <p className="quiz-finished-here">{q.finishedHere}</p> : null}
      <p className="quiz-grid" role="img" aria-label={result.gridLabel}>
        {result.grid}
      </p>
      <QuizShare text={result.shareText} />
      {children}
      <h3>{q.missedTitle}</h3>
      {result.missed.length === 0 ? (
        <p className="quiz-missed-none">{q.missedNone}</p>
      ) : (
        <ul className="quiz-missed">
          {result.missed.map((m) => (
            <li key={m.number}>
              <span className="quiz-missed-mark" aria-hidden="true">
                ❌
              </span>{" "}
              {format(q.missedItem, { number: m.number })} <Link to={m.fact.href}>{m.fact.title}</Link>
              {/* A title question's answer is the title just linked: said once. */}
              {m.answer === m.fact.title ? null : <> — {format(q.missedAnswer, { answer: m.answer })}</>}
            </li>
          ))}
        </ul>
      )}
      <h3>{q.resultFacts}</h3>
      <ol className="quiz-facts">
        {result.facts.map((f) => (
          <li key={f.href}>
            <Emoji>{f.category.emoji}</Emoji> <Link to={f.href}>{f.title}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
