import type { FinishedQuiz } from "./finished-quizzes";
import { QUIZ_LENGTH } from "./quiz-shape";
import { addDays } from "./rotation";
import { streakLength } from "./streak";

/** A quiz counts as won with more right answers than wrong: three of five. */
export const WIN_SCORE = Math.ceil(QUIZ_LENGTH / 2);

/** What the result page tells a reader about their quizzes on this device. */
export interface QuizStats {
  /** Quizzes finished (each day and language once). */
  played: number;
  /** Won, as a whole percentage of the quizzes with a known score; null when none has one. */
  winRate: number | null;
  currentStreak: number;
  bestStreak: number;
  /** How many quizzes ended with each score, from 0 right to QUIZ_LENGTH right. */
  distribution: number[];
}

/** The longest run of consecutive played days. */
export function longestStreak(days: readonly string[]): number {
  const played = new Set(days);
  let best = 0;
  for (const day of played) {
    // Count only from the first day of a run.
    if (played.has(addDays(day, -1))) continue;
    let length = 0;
    for (let d = day; played.has(d); d = addDays(d, 1)) length++;
    best = Math.max(best, length);
  }
  return best;
}

/** The reader's statistics from what this device kept: the finished quizzes and the days today's quiz was played. */
export function quizStats(finished: readonly FinishedQuiz[], quizDays: readonly string[], today: string): QuizStats {
  const distribution = Array.from({ length: QUIZ_LENGTH + 1 }, () => 0);
  let scored = 0;
  let won = 0;
  for (const quiz of finished) {
    if (quiz.score === undefined) continue;
    scored++;
    distribution[quiz.score]!++;
    if (quiz.score >= WIN_SCORE) won++;
  }
  const currentStreak = streakLength(quizDays, today);
  return {
    played: finished.length,
    winRate: scored === 0 ? null : Math.round((100 * won) / scored),
    currentStreak,
    bestStreak: Math.max(currentStreak, longestStreak(quizDays)),
    distribution,
  };
}
