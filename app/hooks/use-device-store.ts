import { useSyncExternalStore } from "react";
import { parseDays, parseSaved, quizDaysSnapshot, savedSnapshot, subscribeToDeviceStore } from "~/lib/saved/device-store";
import { streakLength } from "~/lib/daily/streak";
import { seoulDay } from "~/lib/time/seoul-day";

/** The saved facts, newest first; empty during server rendering and hydration (the server cannot know them). */
export function useSavedFacts() {
  const snapshot = useSyncExternalStore(subscribeToDeviceStore, savedSnapshot, () => "[]");
  return parseSaved(snapshot);
}

/** The reader's quiz streak in days (0 on the server and before hydration). */
export function useQuizStreak(): number {
  const snapshot = useSyncExternalStore(subscribeToDeviceStore, quizDaysSnapshot, () => "[]");
  const days = parseDays(snapshot);
  return days.length === 0 ? 0 : streakLength(days, seoulDay(new Date()));
}
