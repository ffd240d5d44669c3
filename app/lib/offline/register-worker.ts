import { isLang, type Lang } from "../i18n/languages";
import { offlineMessages } from "../i18n/messages/offline";
import { parseSaved, savedSnapshot, subscribeToDeviceStore } from "../saved/device-store";
import { THEME_COLORS } from "./app-icons";
import { pagesToKeep } from "./keep-rules";

/**
 * Registers the service worker (/sw.js, ADR 024), keeps it told what to keep, and gives the browser's bar the
 * page's colours. The root layout imports this module once it has hydrated, so no page's script grows; it
 * registers once the page has loaded and the browser is idle. A browser without service workers, or without
 * JavaScript, reads the site as before.
 */
async function registerWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  offerUpdate(registration);
  await navigator.serviceWorker.ready;
  askToKeep(registration);
  subscribeToDeviceStore(() => askToKeep(registration));
}

function whenIdle(): void {
  // A browser that refuses a worker (private modes, storage off) reads the site as before: nothing to say.
  const register = () => void registerWorker().catch(() => {});
  if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
}

/** The browser's bar in the page's colours, light and dark (the installed app starts with the manifest's). */
function addThemeColors(): void {
  for (const [scheme, color] of Object.entries(THEME_COLORS)) {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.media = `(prefers-color-scheme: ${scheme})`;
    meta.content = color;
    document.head.append(meta);
  }
}

addThemeColors();
if (!("serviceWorker" in navigator)) {
  // Nothing to register: the site is read online only.
} else if (document.readyState === "complete") whenIdle();
else window.addEventListener("load", whenIdle, { once: true });

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
    region.className = "notice";
    region.setAttribute("role", "status");
    // Placed by its own style attribute (allowed by the policy), so the stylesheet every page inlines does not grow.
    region.style.cssText =
      "position:fixed;inset:auto 1rem 1rem;z-index:45;max-width:28rem;margin-inline:auto;background:var(--surface);box-shadow:var(--shadow)";
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
