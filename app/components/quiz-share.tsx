import { useShareOrCopy } from "~/hooks/use-share-or-copy";
import { useLang } from "~/hooks/use-lang";
import { quizMessages } from "~/lib/i18n/messages/quiz";
import { Emoji } from "./emoji";

/**
 * Shares the quiz result (the line with the day and score, the grid, the day's address) with the Web Share
 * API, or copies it; after hydration only. The confirmation has a line of its own under the button, in room
 * kept for it, so it neither runs into the grid nor moves anything.
 */
export function QuizShare({ text }: { text: string }) {
  const q = quizMessages[useLang()];
  const { ready, copied, share } = useShareOrCopy();
  return (
    <div className="quiz-share">
      <div className="quiz-share-button">
        {ready ? (
          <button type="button" className="button" onClick={() => share({ text }, text)}>
            <Emoji>📤</Emoji> {q.shareResult}
          </button>
        ) : null}
      </div>
      <p role="status" className="quiz-share-status">
        {copied ? q.copied : ""}
      </p>
    </div>
  );
}
