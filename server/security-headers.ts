import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers every answer carries besides its Content-Security-Policy (set per answer: a nonce for streamed
 * pages, hashes for kept ones): helmet's, with this configuration, and a Permissions-Policy. They depend on
 * nothing in the request, so they are worked out once, by letting helmet write them to a recorder, and the
 * Express path and the fast lane set the same list.
 */
export function securityHeaders({ https }: { https: boolean }): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  let synchronous = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => (synchronous = true));
  if (!synchronous) throw new Error("helmet no longer sets its headers synchronously");
  headers.push(["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"]);
  return headers;
}

export function setSecurityHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
