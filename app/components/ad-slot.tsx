import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { useMessages } from "~/hooks/use-lang";
import { adScriptUrl } from "~/lib/ads/ads-config";

type RootData = { adClientId: string } | undefined;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

function loadAdScript(clientId: string): void {
  if (document.querySelector("script[data-ad-script]")) return;
  const script = document.createElement("script");
  script.src = adScriptUrl(clientId);
  script.async = true;
  script.crossOrigin = "anonymous";
  script.dataset.adScript = "";
  document.head.append(script);
}

/**
 * One ad unit. Renders nothing unless an ad client id is configured; its height is reserved in CSS so the
 * page never shifts, and the ad script loads only when the slot comes near the viewport, after the content.
 * Pages choose where it goes; error, 404, contact and empty-search pages have none.
 */
export function AdSlot() {
  const clientId = useRouteLoaderData<RootData>("root")?.adClientId ?? "";
  const t = useMessages();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!clientId || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadAdScript(clientId);
        (window.adsbygoogle = window.adsbygoogle ?? []).push({});
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [clientId]);

  if (!clientId) return null;
  return (
    <aside ref={ref} className="ad-slot" aria-label={t.ads.label}>
      <ins className="adsbygoogle" data-ad-client={clientId} data-ad-format="auto" data-full-width-responsive="true" />
    </aside>
  );
}
