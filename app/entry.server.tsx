import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { NonceContext } from "./components/nonce";

export const streamTimeout = 5_000;

/**
 * Streams the document, or sends it whole when the server says so (crawlers, and every answer it will keep:
 * one byte layout whoever asked first, since no request header may change a kept page).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyOption: keyof RenderToPipeableStreamOptions =
      loadContext.renderWhole || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (readyOption === "onAllReady") {
            // Whole documents are collected straight into one buffer: the server reads them whole anyway, and a
            // Node-to-web stream costs a never-seen search page a tenth of its time.
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
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logError(error);
        },
      },
    );
  });
}

/** Errors from loaders, actions and rendering go to the structured log with their stack, never to the page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).logError(error);
};
