import type { Duplex } from "node:stream";

/** What Node's HTTP parser could not read, by the status it deserves. */
const STATUS_BY_CODE: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};
const BAD_REQUEST: [number, string] = [400, "Bad Request"];

/**
 * The whole answer to a request Node could not parse (raw bytes beyond ASCII in the target, headers too
 * large, a malformed request line, headers too slow to arrive). Node's own answer is a bare status line;
 * this one says what happened in a body, is never stored (no-store) and carries a policy that allows
 * nothing. Nothing from the request is echoed; the connection is closed after it.
 */
function clientErrorAnswer(code: string | undefined): string {
  const [status, reason] = STATUS_BY_CODE[code ?? ""] ?? BAD_REQUEST;
  const body = `${status} ${reason}: the server could not read this request.\n`;
  return [
    `HTTP/1.1 ${status} ${reason}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * The server's `clientError` listener. Like Node's default, it answers only when no answer to this
 * connection has started (one cannot be corrupted halfway) and then closes the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent)
    socket.end(clientErrorAnswer(error.code), () => socket.destroy());
  else socket.destroy();
}
