// The parts of negotiator 0.6 and cookie 0.7 (Express's own, in package.json at the versions Express brings)
// that Curio calls; neither package ships types at these versions (@types/negotiator and @types/cookie would).
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
