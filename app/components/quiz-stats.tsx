import { useSyncExternalStore } from "react";
import { useLang } from "~/hooks/use-lang";
import { parseFinishedQuizzes } from "~/lib/daily/finished-quizzes";
import { quizStats } from "~/lib/daily/quiz-stats";
import { format } from "~/lib/i18n/messages";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import { finishedQuizzesSnapshot, parseDays, quizDaysSnapshot, subscribeToDeviceStore } from "~/lib/saved/device-store";
import { seoulDay } from "~/lib/time/seoul-day";

/** Both stored values at once, as one string (useSyncExternalStore compares snapshots). */
const snapshot = () => `${finishedQuizzesSnapshot()}\n${quizDaysSnapshot()}`;

/**
 * The reader's quizzes on this device: played, won, the current and best streak, and how many quizzes ended
 * with each score, as bars. Read after hydration (the page is the same for everyone), in a box of fixed size
 * that CSS keeps from the first paint, so nothing moves when it fills; not drawn without JavaScript.
 */
export function QuizStats() {
  const q = quizMessages[useLang()];
  const stored = useSyncExternalStore(subscribeToDeviceStore, snapshot, () => null);
  const [finished = "[]", days = "[]"] = stored?.split("\n") ?? [];
  const stats = stored === null ? null : quizStats(parseFinishedQuizzes(finished), parseDays(days), seoulDay(new Date()));
  const most = Math.max(1, ...(stats?.distribution ?? []));
  return (
    <section className="quiz-stats" aria-labelledby="quiz-stats-title">
      <h3 id="quiz-stats-title">{q.statsTitle}</h3>
      {stats ? (
        <>
          <dl className="quiz-stats-numbers">
            <div>
              <dt>{q.statsPlayed}</dt>
              <dd>{stats.played}</dd>
            </div>
            <div>
              <dt>{q.statsWinRate}</dt>
              <dd>{stats.winRate === null ? "–" : format(q.statsWinRateValue, { percent: stats.winRate })}</dd>
            </div>
            <div>
              <dt>{q.statsStreak}</dt>
              <dd data-streak={stats.currentStreak}>{stats.currentStreak}</dd>
            </div>
            <div>
              <dt>{q.statsBestStreak}</dt>
              <dd>{stats.bestStreak}</dd>
            </div>
          </dl>
          <p className="quiz-stats-hint">
            {q.statsWinHint} {q.statsStreakHint}
          </p>
          <h4 className="small-heading">{q.statsDistribution}</h4>
          <ol className="quiz-stats-bars">
            {stats.distribution.map((count, score) => (
              <li key={score} aria-label={format(q.statsScoreLabel, { score, count })}>
                <span className="quiz-stats-score" aria-hidden="true">
                  {score}
                </span>
                <span className="quiz-stats-bar" aria-hidden="true" style={{ "--share": count / most } as React.CSSProperties}>
                  {count}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
