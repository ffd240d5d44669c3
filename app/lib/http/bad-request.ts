import { langFromPath } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";

/** True for a request target that cannot be a page: bad percent-encoding, NUL bytes, or absurd length. */
export function isMalformedPath(url: string): boolean {
  if (url.length > 8192) return true;
  const pathname = url.split("?")[0] ?? "";
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\0");
  } catch {
    return true;
  }
}

/** A small static 400 page in the language of the path's prefix; nothing from the request is echoed. */
export function badRequestPage(url: string): string {
  const lang = langFromPath(url.split("?")[0] ?? "");
  const t = messagesFor(lang);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>400 · ${t.site.name}</title><style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}</style></head><body><main><h1>${t.notFound.badRequestTitle}</h1><p>${t.notFound.badRequestDescription}</p><p><a href="/${lang}">${t.notFound.goHome}</a></p></main></body></html>`;
}
