import type { RequestIdentity } from "../request-identity";
import type { Partition } from "./store";

/** How one request's answer may be kept, and under which key (the route's `KeepDeclaration.form`). */
export type KeepPlan =
  | { kind: "none" }
  /** A whole answer, kept and served as it is. */
  | { kind: "page"; partition: Partition; key: string }
  /** A page kept as a template that each answer fills with its own nonce (search). */
  | { kind: "template"; partition: Partition; key: string }
  /** A page for one picked fact (home): private to browsers, but the same for every reader given that pick. */
  | { kind: "pick"; partition: Partition; key: string };

export interface KeyInputs {
  method: string;
  /** The saved theme is rendered into every page (no flash), so it is part of every key. */
  theme: string;
  /**
   * Which facts are published (editionOf, ADR 014): part of every key, so that once a scheduled fact
   * appears no page kept for the previous set is served again; those age out of the LRU.
   */
  edition: string;
  /** For a `pick` route: the fact picked for this request. */
  homePick?: string;
  /**
   * For a `pick` route: the Seoul day of the request. Home shows today's fact, which changes at Seoul
   * midnight, so a home page kept yesterday is never served today (it ages out of the LRU).
   */
  day?: string;
}

/**
 * The one place keys of kept pages are made, from the identity and what its route declares (`route.keep`,
 * the route module's `handle`): this file names no route and no parameter. A key is built only from the request's identity (the same canonical
 * path and declared parameters React Router renders), the theme cookie, the published set of facts and, for
 * a `pick` route, the Seoul day and the pick: no other request header can reach it. Content-Encoding is chosen when a kept answer is sent, not in the key.
 */
export function keyFor(identity: RequestIdentity, { method, theme, edition, homePick, day }: KeyInputs): KeepPlan {
  if (method !== "GET" && method !== "HEAD") return { kind: "none" };
  const { form = "whole", readerText = [] } = identity.route.keep;
  // A pick or a template is the document's form: the data behind it is made per request, and not kept.
  if (identity.isData && form !== "whole") return { kind: "none" };
  const address = `${edition}|${theme}|${identity.path}${identity.search}`;
  const params = new URLSearchParams(identity.search);
  const partition: Partition = identity.routesSubset || readerText.some((name) => params.has(name)) ? "queries" : "pages";
  if (form === "pick") return homePick && day ? { kind: "pick", partition, key: `pick|${address}|${day}|${homePick}` } : { kind: "none" };
  if (form === "template") return { kind: "template", partition, key: `template|${address}` };
  return { kind: "page", partition, key: `page|${address}` };
}
