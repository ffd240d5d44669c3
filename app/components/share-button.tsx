import { useShareOrCopy } from "~/hooks/use-share-or-copy";
import { useMessages } from "~/hooks/use-lang";
import { Emoji } from "./emoji";

/**
 * Share with the Web Share API where the browser has it, else copy the link and tell `onCopied` (the fact
 * toolbar says so in its status line). It needs JavaScript, so it appears after hydration, in space the
 * toolbar keeps for it.
 */
export function ShareButton({ url, title, onCopied }: { url: string; title: string; onCopied: () => void }) {
  const t = useMessages();
  const { ready, canShare, share } = useShareOrCopy();
  if (!ready) return null;
  return (
    <button
      type="button"
      className="button button-ghost share-button"
      onClick={() =>
        void share({ url, title }, url).then(() => {
          if (!canShare) onCopied();
        })
      }
    >
      <Emoji>🔗</Emoji> <span className="tool-label">{t.share.share}</span>
    </button>
  );
}
