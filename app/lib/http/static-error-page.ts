import { langFromPath } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";

/** True for a request target that cannot be a page: bad percent-encoding, NUL bytes, or absurd length. */
export function isMalformedPath(url: string): boolean {
  if (url.length > 8192) return true;
  const pathname = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(pathname).includes("\0");
  } catch {
    return true;
  }
}

/**
 * A small self-contained page for answers given outside React Router (malformed URLs, missing assets,
 * errors before rendering), in the language of the path's prefix. Nothing from the request is echoed.
 */
export function staticErrorPage(url: string, status: number): string {
  const lang = langFromPath(url.split("?")[0] ?? "");
  const t = messagesFor(lang);
  const [title, description] =
    status === 400
      ? [t.notFound.badRequestTitle, t.notFound.badRequestDescription]
      : status === 404 || status === 403
        ? [t.notFound.title, t.notFound.description]
        : [t.error.unexpected, t.error.description];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ${t.site.name}</title><style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}</style></head><body><main><h1>${title}</h1><p>${description}</p><p><a href="/${lang}">${t.notFound.goHome}</a></p></main></body></html>`;
}
