import { useSyncExternalStore } from "react";
import { streakLength } from "~/lib/daily/streak";
import { parseDays, quizDaysSnapshot, subscribeToDeviceStore } from "~/lib/saved/device-store";
import { seoulDay } from "~/lib/time/seoul-day";

/** The reader's quiz streak in days (0 on the server and before hydration). */
export function useQuizStreak(): number {
  const snapshot = useSyncExternalStore(subscribeToDeviceStore, quizDaysSnapshot, () => "[]");
  const days = parseDays(snapshot);
  return days.length === 0 ? 0 : streakLength(days, seoulDay(new Date()));
}
