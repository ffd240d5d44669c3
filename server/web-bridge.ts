import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request, Response } from "express";
import { readCookie } from "../app/lib/cookies.server";
import { LANG_COOKIE } from "../app/lib/i18n/languages";

/**
 * The request headers React Router and the loaders may see. Host, Origin and every X-Forwarded-* / Forwarded
 * header stay behind: the URL comes from the site's configuration, and the server has already checked where
 * a post came from (React Router's own Origin check would otherwise compare it with that configured URL).
 * User-Agent and every cookie but the language one stay behind too: no page depends on who asks (one page per
 * address), and the one answer that reads the saved language (the root redirect, `private, no-store`) gets it.
 */
const PASSED_HEADERS = ["accept", "accept-language", "content-length", "content-type"];

/** The Fetch API request React Router renders: `url` from the request's identity, aborted if the client goes away. */
export function toWebRequest(req: Request, res: Response, url: string): globalThis.Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const lang = readCookie(req.headers.cookie, LANG_COOKIE);
  if (lang !== undefined) headers.set("cookie", `${LANG_COOKIE}=${encodeURIComponent(lang)}`);
  // HEAD is answered from the same representation as GET: render GET, and Node leaves the body out.
  const method = req.method === "HEAD" ? "GET" : req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url, init);
}
