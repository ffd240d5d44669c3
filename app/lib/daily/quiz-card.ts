import { LANGS, type Lang } from "../i18n/languages";
import { formatDate, messagesFor } from "../i18n/messages";
import { addDays, isCalendarDay, ROTATION_START } from "./rotation";

/**
 * The daily quiz's link-preview card (issue #36 item 5): the day, "Daily quiz" and the brand, in one language,
 * and nothing of the questions or answers, so a shared result spoils nothing. Drawn at build by
 * scripts/make-quiz-cards.ts into build/quiz-cards/ (outside the static files), and served by
 * /{lang}/quiz/{day}/card.png only once that day's quiz is published (docs/decisions/025-quiz-share-cards.md).
 */
export const QUIZ_CARD_DESIGN = 1;

/**
 * Days drawn ahead of the build's day: a server runs for weeks between builds and each new day's quiz should
 * have its own card. A card shows no quiz content, and the route refuses a day not yet published.
 */
export const QUIZ_CARD_DAYS_AHEAD = 60;

/** Everything a quiz card shows; `day` is null for the undated card of a day published after the last build drew. */
export interface QuizCard {
  design: number;
  lang: Lang;
  brand: string;
  title: string;
  date: string | null;
}

export function quizCard(lang: Lang, day: string | null): QuizCard {
  return { design: QUIZ_CARD_DESIGN, lang, brand: "Curio", title: messagesFor(lang).quiz.title, date: day && formatDate(day, lang) };
}

/** The file of a day's card (or the undated one) under build/quiz-cards/. */
export const quizCardFile = (lang: Lang, day: string | null) => `${lang}/${day ?? "daily"}.png`;

/** Every card a build at `buildDay` draws: each language's undated card and every day from the rotation's start to QUIZ_CARD_DAYS_AHEAD after. */
export function quizCardsToDraw(buildDay: string): { file: string; card: QuizCard }[] {
  const days: string[] = [];
  for (let day = ROTATION_START; day <= addDays(buildDay, QUIZ_CARD_DAYS_AHEAD); day = addDays(day, 1)) days.push(day);
  return LANGS.flatMap((lang) => [null, ...days].map((day) => ({ file: quizCardFile(lang, day), card: quizCard(lang, day) })));
}

/** A day whose quiz readers may see on `today` (Seoul): a real day from the rotation's start up to today, never later. */
export function isPublishedQuizDay(day: string, today: string): boolean {
  return isCalendarDay(day) && day >= ROTATION_START && day <= today;
}
