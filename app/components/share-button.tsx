import { useEffect, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useMessages } from "~/hooks/use-lang";

/**
 * Share with the Web Share API where the browser has it, else copy the link and say so. It needs
 * JavaScript, so it appears after hydration (its space is reserved in CSS to avoid a layout shift).
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const t = useMessages();
  const ready = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const canShare = ready && typeof navigator.share === "function";
  return (
    <div className="share">
      {ready ? (
        <button
          type="button"
          className="button button-ghost"
          onClick={async () => {
            if (canShare) {
              await navigator.share({ url, title }).catch(() => undefined);
              return;
            }
            await navigator.clipboard?.writeText(url).catch(() => undefined);
            setCopied(true);
          }}
        >
          <span aria-hidden="true">🔗</span> {canShare ? t.share.share : t.share.copyLink}
        </button>
      ) : null}
      <span role="status" className="share-status">
        {copied ? t.share.copied : ""}
      </span>
    </div>
  );
}
