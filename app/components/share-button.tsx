import { useShareOrCopy } from "~/hooks/use-share-or-copy";
import { useMessages } from "~/hooks/use-lang";
import { Emoji } from "./emoji";

/**
 * Share with the Web Share API where the browser has it, else copy the link and say so. It needs
 * JavaScript, so it appears after hydration (its space is reserved in CSS to avoid a layout shift).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useMessages();
  const { ready, canShare, copied, share } = useShareOrCopy();
  return (
    <div className="share">
      {ready ? (
        <button type="button" className="button button-ghost" onClick={() => share({ url, title }, url)}>
          <Emoji>🔗</Emoji> {canShare ? t.share.share : t.share.copyLink}
        </button>
      ) : null}
      <span role="status" className="share-status">
        {copied ? t.share.copied : ""}
      </span>
    </div>
  );
}
