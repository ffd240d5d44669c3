import { useShareOrCopy } from "~/hooks/use-share-or-copy";
import { useMessages } from "~/hooks/use-lang";
import { Emoji } from "./emoji";

/** Shares the quiz result (score and emoji grid) with the Web Share API, or copies it; after hydration only. */
export function QuizShare({ text }: { text: string }) {
  const t = useMessages();
  const { ready, copied, share } = useShareOrCopy();
  return (
    <div className="share">
      {ready ? (
        <button type="button" className="button" onClick={() => share({ text }, text)}>
          <Emoji>📤</Emoji> {t.quiz.shareResult}
        </button>
      ) : null}
      <span role="status" className="share-status">
        {copied ? t.quiz.copied : ""}
      </span>
    </div>
  );
}
