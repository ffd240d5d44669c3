import type { FinishedQuiz } from "../daily/finished-quizzes";
import type { ReviewCards } from "../review/store";
import type { SavedFact } from "./device-store";

/**
 * The progress as one short line of text, for the backup code's second format (C2, backup.ts): what a phone can
 * carry in a QR code and scan from another phone's screen. Saved facts go by their path (the category as one
 * digit where it is one of the six) and the minute they were saved; days go as numbers from 2024-01-01, each
 * list sorted and written as differences; nothing of a fact's text is in it. Only the characters a URL fragment
 * carries as they are (letters, digits, - . _ ~), so the line needs no further encoding unless it holds review
 * cards, kept as JSON.
 *
 *   <saved>~<quiz days>~<finished quizzes>[~<review cards>]
 *   saved:    <category digit or "category/"><slug>_<minute, base 36> joined by "."
 *   days:     <first day, base 36>.<difference>.<difference>…
 *   finished: per language, <lang>_<first day>_<difference><score digit>-<difference><score>…_<answers of the
 *             newest>, the languages joined by "." (only the newest quiz's answers are ever shown again; a quiz
 *             kept before scores were has "X" and its answers for a score)
 */

/** The catalogue's six categories (the spec's), each written as its index. */
const CATEGORIES = ["history", "science", "trivia", "animals", "insects", "space"] as const;
const EPOCH = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;
const DAY = 86_400_000;

const n36 = (n: number) => n.toString(36);
const from36 = (text: string): number => {
  if (!/^-?[0-9a-z]+$/.test(text)) throw new Error(`not a number: ${text}`);
  return parseInt(text, 36);
};
const dayNumber = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH) / DAY);
const dayOf = (n: number) => new Date(EPOCH + n * DAY).toISOString().slice(0, 10);

/** What the text carries: the backup file's fields, to be checked as a file's are. */
export interface CompactProgress {
  saved: SavedFact[];
  quizDays: string[];
  finishedQuizzes: FinishedQuiz[];
  review?: ReviewCards;
}

function savedText(saved: readonly SavedFact[]): string {
  return saved
    .map(({ path, savedAt }) => {
      const [, category = "", slug = ""] = /^\/fact\/([^/]+)\/(.+)$/.exec(path) ?? [];
      const index = CATEGORIES.indexOf(category as (typeof CATEGORIES)[number]);
      return `${index >= 0 ? index : `${category}/`}${slug}_${n36(Math.round((savedAt - EPOCH) / MINUTE))}`;
    })
    .join(".");
}

function daysText(days: readonly string[]): string {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  return numbers.map((n, i) => n36(i === 0 ? n : n - numbers[i - 1]!)).join(".");
}

function finishedText(finished: readonly FinishedQuiz[]): string {
  const langs = [...new Set(finished.map((q) => q.lang))].sort();
  return langs
    .map((lang) => {
      const quizzes = finished.filter((q) => q.lang === lang).sort((a, b) => a.day.localeCompare(b.day));
      let last = dayNumber(quizzes[0]!.day);
      const entries = quizzes.map((q) => {
        const n = dayNumber(q.day);
        const delta = n - last;
        last = n;
        // A quiz kept before scores were is written with its answers instead ("X01230"), so it is not lost.
        return `${n36(delta)}${q.score ?? `X${q.answers ?? ""}`}`;
      });
      return `${lang}_${n36(dayNumber(quizzes[0]!.day))}_${entries.join("-")}_${quizzes.at(-1)!.answers ?? ""}`;
    })
    .join(".");
}

function finishedFrom(text: string): FinishedQuiz[] {
  return (text ? text.split(".") : []).flatMap((group) => {
    const match = /^([a-z]{2})_(-?[0-9a-z]+)_([0-9a-zX-]+)_(\d*)$/.exec(group);
    if (!match) throw new Error(`not a language's quizzes: ${group}`);
    const [, lang, first, entries, answers] = match as unknown as [string, FinishedQuiz["lang"], string, string, string];
    let day = from36(first);
    const list = entries.split("-").map((entry, i) => {
      const quiz = /^([0-9a-z]+?)(?:(\d)|X(\d+))$/.exec(entry);
      if (!quiz) throw new Error(`not a quiz: ${entry}`);
      const delta = from36(quiz[1]!);
      if (i === 0 && delta !== 0) throw new Error(`the first quiz is not on the first day: ${entry}`);
      day += delta;
      return { day: dayOf(day), lang, ...(quiz[2] === undefined ? { answers: quiz[3] } : { score: Number(quiz[2]) }) } as FinishedQuiz;
    });
    if (answers) list[list.length - 1]!.answers = answers;
    return list;
  });
}

export function toCompactText(progress: CompactProgress): string {
  const finished = finishedText(progress.finishedQuizzes);
  const sections = [savedText(progress.saved), daysText(progress.quizDays), finished];
  if (progress.review && Object.keys(progress.review).length > 0) sections.push(JSON.stringify(progress.review));
  return sections.join("~");
}

/** The text's content, or undefined when it is not one this writes (checking the values themselves is the caller's). */
export function fromCompactText(text: string): CompactProgress | undefined {
  const [saved = "", days = "", finished = "", ...rest] = text.split("~");
  try {
    const review = rest.length > 0 ? (JSON.parse(rest.join("~")) as ReviewCards) : undefined;
    let day = 0;
    return {
      saved: (saved ? saved.split(".") : []).map((entry) => {
        const match = /^(?:(\d)|([a-z0-9-]+)\/)([a-z0-9-]+)_(-?[0-9a-z]+)$/.exec(entry);
        const category = match?.[1] !== undefined ? CATEGORIES[Number(match[1])] : match?.[2];
        if (!match || category === undefined) throw new Error(`not a saved fact: ${entry}`);
        return { path: `/fact/${category}/${match[3]}`, savedAt: EPOCH + from36(match[4]!) * MINUTE };
      }),
      // Newest first, as the device keeps them.
      quizDays: (days ? days.split(".") : []).map((part, i) => dayOf((day = i === 0 ? from36(part) : day + from36(part)))).reverse(),
      // Newest first, as the device keeps them.
      finishedQuizzes: finishedFrom(finished).sort((a, b) => b.day.localeCompare(a.day) || a.lang.localeCompare(b.lang)),
      ...(review === undefined ? {} : { review }),
    };
  } catch {
    return undefined;
  }
}
