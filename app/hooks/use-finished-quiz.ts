import { useEffect, useRef, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { finishedAnswers, parseFinishedQuizzes, withFinishedQuiz } from "~/lib/daily/finished-quizzes";
import type { ResultView } from "~/lib/daily/quiz-page";
import type { Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";
import { finishedQuizzesSnapshot, subscribeToDeviceStore, writeFinishedQuizzes } from "~/lib/saved/device-store";

/** Remembers on this device that the reader finished the quiz of `day` with `answers` and `score` (the first finish counts). */
export function useRememberFinish(lang: Lang, day: string, answers: string | null, score: number | null) {
  useEffect(() => {
    if (answers === null || score === null) return;
    writeFinishedQuizzes(withFinishedQuiz(parseFinishedQuizzes(finishedQuizzesSnapshot()), { day, lang, answers, score }));
  }, [lang, day, answers, score]);
}

/**
 * The result page's data for a quiz the reader already finished on this device, when they open its first
 * question again: fetched after hydration from the same cacheable page a finished reader's last link went
 * to, so the server's HTML stays the same for everyone. Undefined until then, and for everyone else.
 */
export function useFinishedResult(lang: Lang, day: string, atStart: boolean): ResultView | null {
  const snapshot = useSyncExternalStore(subscribeToDeviceStore, finishedQuizzesSnapshot, () => "[]");
  const answers = atStart ? finishedAnswers(parseFinishedQuizzes(snapshot), day, lang) : undefined;
  const fetcher = useFetcher<{ result: ResultView | null }>();
  const loaded = useRef<string | null>(null);
  const href = answers === undefined ? null : paths.quiz(lang, day, answers);
  useEffect(() => {
    if (href === null || loaded.current === href) return;
    loaded.current = href;
    void fetcher.load(href);
  }, [href, fetcher]);
  return (answers !== undefined && fetcher.data?.result) || null;
}
