import { LANGS, langOfPath, type Lang } from "../i18n/languages";
import { offlineMessages } from "../i18n/messages/offline";
import { paths } from "../paths";

/** A page the worker keeps, as the offline page lists it. */
export interface KeptPage {
  readonly path: string;
  readonly title: string;
}

/**
 * Where the offline page's copies made at build (one per language, listing nothing, for when the worker cannot
 * read its cache) and its stylesheet live (written by scripts/build-offline.ts, precached).
 */
export const OFFLINE_PAGES: Record<Lang, string> = { en: "/offline.html", ko: "/offline.ko.html" };
export const OFFLINE_STYLES = "/offline.css";

/** The policy of the page the worker writes: no script at all, styles from this site only. */
export const OFFLINE_PAGE_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The name a reader knows a kept page by: its share title (og:title: the fact's title, "Today's Fact: …", "Saved
 * Facts"), else its document title without the site's name, else its path.
 */
export function titleOfPage(html: string, path: string): string {
  const og = /<meta property="og:title" content="([^"]*)"/i.exec(html)?.[1]?.trim();
  if (og) return decodeEntities(og);
  const title = /<title>([^<]*)<\/title>/i
    .exec(html)?.[1]
    ?.trim()
    .replace(/\s+[·—|-]\s+Curio$/, "");
  return title ? decodeEntities(title) : path;
}

/** Where a kept page stands in the list: today's fact, the quiz, the last days newest first, saved, then facts by title. */
function rank(page: KeptPage): [number, string] {
  const [, , section = "", rest = ""] = page.path.split(/[/?]/);
  if (section === "today" && !rest) return [0, ""];
  if (section === "quiz") return [1, page.path];
  if (section === "today") return [2, String(99999999 - Number(rest.replace(/-/g, "")))];
  if (section === "saved") return [3, ""];
  return [4, page.title];
}

/**
 * The offline page, in the reader's language (by the address they asked for, `path`): a header with the brand as
 * the way home and the other language; what happened and the way on (today's fact, home); then the pages kept on
 * this device by their titles, the reader's language first, each link in the language of its page. `kept` is
 * `null` for the copy precached at build, which lists nothing. Static HTML without script, so the strict policy
 * above holds.
 */
export function offlinePageHtml(lang: Lang, kept: readonly KeptPage[] | null, path: string = paths.home(lang)): string {
  const t = offlineMessages[lang];
  const other = LANGS.find((l) => l !== lang)!;
  const byRank = (a: KeptPage, b: KeptPage) => {
    const [ra, ka] = rank(a);
    const [rb, kb] = rank(b);
    return ra - rb || ka.localeCompare(kb);
  };
  const pages = [...(kept ?? [])].sort((a, b) => Number(langOfPath(a.path) !== lang) - Number(langOfPath(b.path) !== lang) || byRank(a, b));
  const items = pages
    .map((page) => {
      const pageLang = langOfPath(page.path);
      return `<li><a href="${escapeHtml(page.path)}"${pageLang ? ` lang="${pageLang}"` : ""}>${escapeHtml(page.title)}</a></li>`;
    })
    .join("");
  const list = items ? `<ul>${items}</ul>` : `<p>${escapeHtml(t.availableNone)}</p>`;
  // The copy the build writes (null: no worker has listed anything) lists nothing.
  const available = kept ? `<section><h2>${escapeHtml(t.availableTitle)}</h2>${list}</section>` : "";
  const header = `<header><a class="brand" href="${paths.home(lang)}"><span aria-hidden="true">✦</span> Curio</a><a href="${escapeHtml(
    paths.inLanguage(path, other),
  )}" hreflang="${other}" lang="${other}">${escapeHtml(t.otherLanguage)}</a></header>`;
  const ways = `<p class="ways"><a href="${paths.today(lang)}">${escapeHtml(t.todayTitle)}</a> · <a href="${paths.home(lang)}">${escapeHtml(t.home)}</a></p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(
    t.offlineTitle,
  )} · Curio</title><link rel="stylesheet" href="${OFFLINE_STYLES}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body>${header}<main><h1>${escapeHtml(
    t.offlineTitle,
  )}</h1><p>${escapeHtml(t.offlineIntro)} ${escapeHtml(t.tryAgain)}</p>${ways}${available}</main></body></html>`;
}
