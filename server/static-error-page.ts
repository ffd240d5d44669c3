import type { Request, Response } from "express";
import { API_HEADERS, API_NOT_FOUND, API_PREFIX, apiErrorBody, isApiPath } from "../app/lib/api/fact-json";
import { langFromPath } from "../app/lib/i18n/languages";
import { messagesFor } from "../app/lib/i18n/messages";
import { paths } from "../app/lib/paths";

/**
 * A small self-contained page for answers given outside React Router (malformed requests, refused methods
 * and bodies, missing assets, errors before rendering), in the language of the path's prefix. Nothing from
 * the request is echoed. Its only style is an attribute, which the site's policy allows (style-src-attr).
 */
function staticErrorPage(url: string, status: number): string {
  const lang = langFromPath(url.split("?")[0] ?? "");
  const t = messagesFor(lang);
  const [title, description] =
    status === 404 || status === 403
      ? [t.notFound.title, t.notFound.description]
      : status < 500
        ? [t.notFound.badRequestTitle, t.notFound.badRequestDescription]
        : [t.error.unexpected, t.error.description];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · ${t.site.name}</title></head><body style="font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${title}</h1><p>${description}</p><p><a href="${paths.home(lang)}">${t.notFound.goHome}</a></p></main></body></html>`;
}

/** What the API says for an answer given outside its routes, in its error shape; nothing from the request is echoed. */
function apiErrorMessage(status: number, allow: string | undefined): string {
  if (status === 405 && allow !== undefined) return `Method not allowed: use ${allow}.`;
  if (status === 404) return API_NOT_FOUND;
  if (status < 500) return `The request could not be read. See ${API_PREFIX}/openapi.json.`;
  return "Something went wrong on our side. Try again in a moment.";
}

/**
 * Sends that page: never stored by anyone, under the site's Content-Security-Policy like every other page.
 * Under the API's prefix it is the API's JSON error instead, with the headers every API answer has, so a
 * script on another site reads the 405 it caused rather than a CORS failure.
 */
export function sendStaticError(req: Request, res: Response, status: number, policy: string, headers: Record<string, string> = {}): void {
  res.status(status).set({ ...headers, "Cache-Control": "no-store", "Content-Security-Policy": policy });
  if (isApiPath(req.originalUrl.split("?")[0] ?? ""))
    res.set(API_HEADERS).json(apiErrorBody(status, apiErrorMessage(status, headers.Allow)));
  else res.type("html").send(staticErrorPage(req.originalUrl, status));
}
