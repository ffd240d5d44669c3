import { Link } from "react-router";
import { useLang } from "~/hooks/use-lang";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import type { ResultView } from "~/lib/daily/quiz-page";
import { format } from "~/lib/i18n/messages";
import { Emoji } from "./emoji";
import { QuizShare } from "./quiz-share";

// The quiz page's own styles are style attributes (the policy allows them), so the stylesheet every page inlines
// does not grow for it (test/integration/budgets.test.ts).
/**
 * A finished quiz: the score, the grid (✅/❌, two shapes as well as two colours, read out in words), a line for
 * the score, sharing, then `children` (the reader's statistics, and when the next quiz arrives or a link to
 * today's), and the five facts once each, marked right or missed, with the answer of a missed question.
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
      <p className="quiz-encouragement" style={{ fontWeight: 600, margin: "0.25rem 0 0.75rem" }}>
        {result.encouragement}
      </p>
      <QuizShare text={result.shareText} />
      {children}
      <h3>{q.resultFacts}</h3>
      <ol className="quiz-facts" style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.5rem" }}>
        {result.facts.map((f) => (
          <li key={f.number} className={f.right ? "is-right" : "is-missed"}>
            <span className="quiz-fact-mark" aria-hidden="true">
              {f.right ? "✅" : "❌"}
            </span>{" "}
            <span className="visually-hidden">{format(f.right ? q.factRight : q.factMissed, { number: f.number })} </span>
            <Emoji>{f.category.emoji}</Emoji> <Link to={f.href}>{f.title}</Link>
            {f.answer ? <span style={{ color: "var(--muted)" }}> — {format(q.missedAnswer, { answer: f.answer })}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
