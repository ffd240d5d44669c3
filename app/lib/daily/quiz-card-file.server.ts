import { readFileSync } from "node:fs";
import path from "node:path";
import type { Lang } from "../i18n/languages";
import { quizCardFile } from "./quiz-card";

/** Where `npm run build` leaves the quiz cards: beside the client build, not in it, so only the card route serves them. */
export const QUIZ_CARDS_DIR = path.resolve("build", "quiz-cards");

const readOrNull = (file: string) => {
  try {
    return readFileSync(path.join(QUIZ_CARDS_DIR, file));
  } catch {
    return null;
  }
};

/** A published day's card: its own, or the undated one when the day came after the build's drawing; null when the build drew none. */
export function readQuizCard(lang: Lang, day: string): Buffer | null {
  return readOrNull(quizCardFile(lang, day)) ?? readOrNull(quizCardFile(lang, null));
}
