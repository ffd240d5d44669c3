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

// Drawn by style attributes (the policy allows them), so the stylesheet every page inlines does not grow for the
// quiz page's result (test/integration/budgets.test.ts). The box keeps its height from the first paint.
const BOX: React.CSSProperties = {
  height: "19.5rem",
  margin: "1rem 0",
  padding: "0.75rem 1rem",
  border: "1px solid var(--border)",
  borderRadius: "var(--radius)",
  background: "var(--surface)",
  overflow: "hidden",
  fontSize: "0.75rem",
  lineHeight: 1.3,
};
const NUMBERS: React.CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(4, 1fr)",
  gap: "0.5rem",
  margin: 0,
  textAlign: "center",
};
const NUMBER: React.CSSProperties = { display: "flex", flexDirection: "column-reverse" };
const VALUE: React.CSSProperties = { margin: 0, fontSize: "1.5rem", fontWeight: 800 };
const MUTED: React.CSSProperties = { color: "var(--muted)" };
const BARS: React.CSSProperties = { display: "grid", gap: "2px", margin: 0, padding: 0, listStyle: "none" };
const bar = (share: number): React.CSSProperties => ({
  // At least wide enough for its number; the most frequent score fills the row.
  width: `max(1.5rem, calc(${share} * 100% - 1.5rem))`,
  padding: "0 0.3rem",
  borderRadius: "3px",
  background: "color-mix(in srgb, var(--accent) 25%, var(--surface))",
  textAlign: "right",
  fontWeight: 700,
});

/**
 * The reader's quizzes on this device: played, won, the current and best streak, and how many quizzes ended
 * with each score, as bars. Read after hydration (the page is the same for everyone), in a box of fixed size
 * kept from the first paint, so nothing moves when it fills; not drawn without JavaScript (app.css).
 */
export function QuizStats() {
  const q = quizMessages[useLang()];
  const stored = useSyncExternalStore(subscribeToDeviceStore, snapshot, () => null);
  const [finished = "[]", days = "[]"] = stored?.split("\n") ?? [];
  const stats = stored === null ? null : quizStats(parseFinishedQuizzes(finished), parseDays(days), seoulDay(new Date()));
  const most = Math.max(1, ...(stats?.distribution ?? []));
  const numbers = stats && [
    [q.statsPlayed, String(stats.played)],
    [q.statsWinRate, stats.winRate === null ? "–" : format(q.statsWinRateValue, { percent: stats.winRate })],
    [q.statsStreak, String(stats.currentStreak)],
    [q.statsBestStreak, String(stats.bestStreak)],
  ];
  return (
    <section className="quiz-stats" aria-labelledby="quiz-stats-title" style={BOX}>
      <h3 id="quiz-stats-title" style={{ margin: "0 0 0.5rem", fontSize: "1rem" }}>
        {q.statsTitle}
      </h3>
      {stats && numbers ? (
        <>
          <dl style={NUMBERS}>
            {numbers.map(([label, value]) => (
              <div key={label} style={NUMBER}>
                <dt style={MUTED}>{label}</dt>
                <dd style={VALUE}>{value}</dd>
              </div>
            ))}
          </dl>
          <p style={{ ...MUTED, margin: "0.4rem 0 0" }}>
            {q.statsWinHint} {q.statsStreakHint}
          </p>
          <h4 className="small-heading" style={{ margin: "0.5rem 0 0.25rem" }}>
            {q.statsDistribution}
          </h4>
          <ol style={BARS}>
            {stats.distribution.map((count, score) => (
              <li key={score} aria-label={format(q.statsScoreLabel, { score, count })} style={{ display: "flex", gap: "0.4rem" }}>
                <span aria-hidden="true">{score}</span>
                <span aria-hidden="true" style={bar(count / most)}>
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
