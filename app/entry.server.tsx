import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: one page per address, the same bytes for every reader, so that
 * the server can send its Content-Security-Policy as hashes of the page's inline scripts (no per-response nonce a
 * shared cache would repeat to everyone) and a strong ETag of its bytes (server/react-router-pages.ts). The
 * document is collected straight into one buffer.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const chunks: Uint8Array[] = [];
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.logError(error);
      },
    });
  });
}

/** Errors from loaders, actions and rendering go to the structured log with their stack, never to the page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).logError(error);
};
