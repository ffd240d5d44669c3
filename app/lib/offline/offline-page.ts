import { LANGS, langOfPath, type Lang } from "../i18n/languages";
import { offlineMessages } from "../i18n/messages/offline";

/** A page the worker keeps, as the offline page lists it. */
export interface KeptPage {
  readonly path: string;
  readonly title: string;
}

/** Where the offline page's template and stylesheet live (written by scripts/build-offline.ts, precached). */
export const OFFLINE_PAGE = "/offline.html";
export const OFFLINE_STYLES = "/offline.css";

/** The policy of the page the worker writes: no script at all, styles from this site only. */
export const OFFLINE_PAGE_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The title a kept page's HTML carries ("Venus — Curio"), or its path when it has none. */
export function titleOfPage(html: string, path: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1]?.trim();
  return title
    ? title
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
    : path;
}

/**
 * The bilingual offline page: the reader's language first (by the address they asked for), then the other,
 * each section in its own `lang`; under them one list of the pages kept on this device, each link in the
 * language of its page; `null` for the copy precached at build, which lists nothing. Static HTML without
 * script, so the strict policy above holds.
 */
export function offlinePageHtml(first: Lang, kept: readonly KeptPage[] | null): string {
  const order = [first, ...LANGS.filter((lang) => lang !== first)];
  const sections = order
    .map((lang, index) => {
      const t = offlineMessages[lang];
      const heading = index === 0 ? "h1" : "h2";
      return `<section lang="${lang}"><${heading}>${escapeHtml(t.offlineTitle)}</${heading}><p>${escapeHtml(t.offlineIntro)} ${escapeHtml(t.tryAgain)}</p></section>`;
    })
    .join("");
  const t = offlineMessages[first];
  const items = [...(kept ?? [])]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const lang = langOfPath(page.path);
      return `<li><a href="${escapeHtml(page.path)}"${lang ? ` lang="${lang}"` : ""}>${escapeHtml(page.title)}</a></li>`;
    })
    .join("");
  const list = items ? `<ul>${items}</ul>` : `<p>${escapeHtml(t.availableNone)}</p>`;
  // The copy the build writes (null: no worker has listed anything) says only that the reader is offline.
  const available = kept ? `<section><h2>${escapeHtml(t.availableTitle)}</h2>${list}</section>` : "";
  return `<!doctype html><html lang="${first}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(
    order.map((lang) => offlineMessages[lang].offlineTitle).join(" · "),
  )} — Curio</title><link rel="stylesheet" href="${OFFLINE_STYLES}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><main>${sections}${available}</main></body></html>`;
}
