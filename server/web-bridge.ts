import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request, Response } from "express";

/**
 * The request headers React Router and the loaders may see. Host, Origin and every X-Forwarded-* / Forwarded
 * header stay behind: the URL comes from the site's configuration, and the server has already checked where
 * a post came from (React Router's own Origin check would otherwise compare it with that configured URL).
 * User-Agent stays behind too: the server decides whether a page is streamed or sent whole.
 */
const PASSED_HEADERS = ["accept", "accept-language", "content-length", "content-type", "cookie"];

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
  // HEAD is answered from the same representation as GET: render GET, and Node leaves the body out.
  const method = req.method === "HEAD" ? "GET" : req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url, init);
}

/**
 * Sends a Fetch API response through Express: streamed, or with `whole`, read first and sent in one piece
 * with its length (a document rendered whole is already one buffer, and a kept copy of it goes out the same way).
 */
export async function sendWebResponse(res: Response, response: globalThis.Response, { whole = false } = {}): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A route's own header replaces the one every answer gets (an API's `Cross-Origin-Resource-Policy:
  // cross-origin` over `same-origin`), so each is sent once; only cookies are many.
  for (const [name, value] of response.headers)
    if (name.toLowerCase() === "set-cookie") res.append(name, value);
    else res.set(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  if (whole) {
    const body = Buffer.from(await response.arrayBuffer());
    // Set here: the compression step writes the head before Node could count the body (it drops the length
    // itself when it compresses).
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
