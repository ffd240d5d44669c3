import { useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Share with the Web Share API where the browser has it, else copy a text and say so for a few seconds.
 * `ready` is false until hydration: the control that uses it needs JavaScript and appears only then.
 */
export function useShareOrCopy() {
  const ready = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const canShare = ready && typeof navigator.share === "function";
  const share = async (data: ShareData, copyText: string) => {
    if (canShare) {
      await navigator.share(data).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(copyText).catch(() => undefined);
    setCopied(true);
  };
  return { ready, canShare, copied, share };
}
