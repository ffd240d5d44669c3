// The parts of negotiator 0.6, cookie 0.7 and on-headers 1.1 (Express's and compression's own, in package.json at the
// versions they bring) that Curio calls; none ships types at these versions.
declare module "negotiator" {
  interface NegotiatorRequest {
    headers: Record<string, string | string[] | undefined>;
  }
  class Negotiator {
    constructor(request: NegotiatorRequest);
    /** The best of `available` (in order of preference on a tie), or undefined when none is acceptable. */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
    /** The header's languages (full tags), best first: q-value, then header order; q=0 left out. */
    languages(): string[];
  }
  export = Negotiator;
}

declare module "cookie" {
  /** Every cookie of a Cookie header by name (the first of a repeated name), values URI-decoded when they can be. */
  export function parse(header: string): Record<string, string | undefined>;
}

declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  /** Runs `listener` once, just before the response writes its head (the compression step's own hook). */
  function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
  export = onHeaders;
}
