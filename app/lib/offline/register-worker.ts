import { isLang, type Lang } from "../i18n/languages";
import { offlineMessages } from "../i18n/messages/offline";
import { parseSaved, savedSnapshot, subscribeToDeviceStore } from "../saved/device-store";
import { pagesToKeep } from "./keep-rules";

/**
 * Registers the service worker (/sw.js, ADR 024) and keeps it told what to keep. Loaded by the root layout
 * with a dynamic import once the page is idle, so no page's script grows: a browser without service workers,
 * or without JavaScript, reads the site as before.
 */
export async function registerWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  offerUpdate(registration);
  await navigator.serviceWorker.ready;
  askToKeep(registration);
  subscribeToDeviceStore(() => askToKeep(registration));
}

const pageLang = (): Lang => {
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : "en";
};

/** Today, the last 7 days, the quiz, the saved page and every saved fact, in the language being read. */
function askToKeep(registration: ServiceWorkerRegistration): void {
  const saved = parseSaved(savedSnapshot()).map((fact) => fact.path);
  registration.active?.postMessage({ type: "KEEP", urls: pagesToKeep(pageLang(), new Date(), saved) });
}

/**
 * A new deploy's worker waits (it never takes over a page on its own, so a page never mixes two builds'
 * assets); the reader is told, politely, and the reload button lets it take over and reloads once it has.
 */
function offerUpdate(registration: ServiceWorkerRegistration): void {
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!reloading) return;
    window.location.reload();
  });
  const announce = (waiting: ServiceWorker) => {
    if (document.getElementById("update-notice")) return;
    const t = offlineMessages[pageLang()];
    const region = document.createElement("div");
    region.id = "update-notice";
    region.className = "notice update-notice";
    region.setAttribute("role", "status");
    document.body.append(region);
    // Filled after it is in the page, so screen readers announce the change of a live region already there.
    requestAnimationFrame(() => {
      const text = document.createElement("span");
      text.textContent = `${t.updateReady} `;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button";
      button.textContent = t.reload;
      button.addEventListener("click", () => {
        reloading = true;
        button.disabled = true;
        waiting.postMessage({ type: "SKIP_WAITING" });
      });
      region.append(text, button);
    });
  };
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener("statechange", () => {
      // A first install has no controller yet: nothing to replace, nothing to say.
      if (worker.state === "installed" && navigator.serviceWorker.controller) announce(worker);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
}
