import { useSyncExternalStore } from "react";
import { useLang } from "~/hooks/use-lang";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import { format, formatLocalTime } from "~/lib/i18n/messages";
import { timeToSeoulMidnight } from "~/lib/time/seoul-day";

const TICK_MS = 30_000;
const subscribeToClock = (onTick: () => void) => {
  const timer = window.setInterval(onTick, TICK_MS);
  return () => window.clearInterval(timer);
};
/** The time, to the tick: a stable snapshot between ticks. */
const clockSnapshot = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;
const noClock = () => null;

/**
 * When the next quiz arrives. The server cannot know the reader's time zone (and the page is the same for
 * everyone), so it says what is true everywhere; after hydration the browser counts down in the reader's own
 * clock. The line keeps room for the longer sentence, so the change moves nothing.
 */
export function NextQuizTime() {
  const lang = useLang();
  const q = quizMessages[lang];
  const now = useSyncExternalStore(subscribeToClock, clockSnapshot, noClock);
  let text = q.nextQuizAtMidnight;
  if (now !== null) {
    const { at, hours, minutes } = timeToSeoulMidnight(new Date(now));
    const time = formatLocalTime(at, lang);
    text = hours > 0 ? format(q.nextQuizIn, { hours, minutes, time }) : format(q.nextQuizInMinutes, { minutes, time });
  }
  return <p className="quiz-next-time">{text}</p>;
}
