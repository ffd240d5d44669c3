import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useMessages } from "~/hooks/use-lang";

/** Shares the quiz result (score and emoji grid) with the Web Share API, or copies it; after hydration only. */
export function QuizShare({ text }: { text: string }) {
  const t = useMessages();
  const ready = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="share">
      {ready ? (
        <button
          type="button"
          className="button"
          onClick={async () => {
            if (typeof navigator.share === "function") {
              await navigator.share({ text }).catch(() => undefined);
              return;
            }
            await navigator.clipboard?.writeText(text).catch(() => undefined);
            setCopied(true);
          }}
        >
          <span aria-hidden="true">📤</span> {t.quiz.shareResult}
        </button>
      ) : null}
      <span role="status" className="share-status">
        {copied ? t.quiz.copied : ""}
      </span>
    </div>
  );
}
