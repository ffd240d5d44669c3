import { isLang, type Lang } from "../i18n/languages";
import { OPTION_COUNT, QUIZ_LENGTH } from "./quiz-shape";
import { isCalendarDay } from "./rotation";

/**
 * The quizzes a reader finished on this device: the day, the language (each language has its own quiz), the
 * answers as the URL writes them and the score. Kept so that opening today's quiz again shows its result, not
 * question 1 (issue 30), and for the reader's statistics (quiz-stats.ts).
 */
export interface FinishedQuiz {
  day: string;
  lang: Lang;
  /** The answers (a backup code carries them for each language's newest quiz only: older ones are never shown again). */
  answers?: string;
  /** Right answers (absent in what was kept before scores were: those count as played, not in the scores). */
  score?: number;
}

/** A whole quiz's answers: one option index per question (a stored value that is not one is ignored, never sent). */
const WHOLE_ANSWERS = new RegExp(`^[0-${OPTION_COUNT - 1}]{${QUIZ_LENGTH}}$`);

/** Quizzes kept: more than a year of both languages, for the statistics (a few dozen bytes each). */
const KEPT = 800;

export const isFinishedQuiz = (value: unknown): value is FinishedQuiz => {
  const v = value as FinishedQuiz;
  return (
    typeof value === "object" &&
    value !== null &&
    typeof v.day === "string" &&
    isCalendarDay(v.day) &&
    isLang(v.lang) &&
    (v.answers === undefined || (typeof v.answers === "string" && WHOLE_ANSWERS.test(v.answers))) &&
    (v.score === undefined || (Number.isInteger(v.score) && v.score >= 0 && v.score <= QUIZ_LENGTH)) &&
    (v.answers !== undefined || v.score !== undefined)
  );
};

/** The finished quizzes in a stored value; anything malformed is left out. */
export function parseFinishedQuizzes(snapshot: string): FinishedQuiz[] {
  try {
    const value: unknown = JSON.parse(snapshot);
    return Array.isArray(value) ? value.filter(isFinishedQuiz) : [];
  } catch {
    return [];
  }
}

/** The list with `quiz` added, newest day first. The first finish of a day counts: playing again keeps the first result. */
export function withFinishedQuiz(list: readonly FinishedQuiz[], quiz: FinishedQuiz): FinishedQuiz[] {
  if (list.some((q) => q.day === quiz.day && q.lang === quiz.lang)) return [...list];
  return [quiz, ...list].sort((a, b) => b.day.localeCompare(a.day)).slice(0, KEPT);
}

/** The answers a reader gave in the quiz of `day` in `lang`, if they finished it here. */
export function finishedAnswers(list: readonly FinishedQuiz[], day: string, lang: Lang): string | undefined {
  return list.find((q) => q.day === day && q.lang === lang)?.answers;
}
