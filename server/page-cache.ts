import { LRUCache } from "lru-cache";
import type { NonceTemplate } from "./nonce-template";
import type { CachedPage } from "./render-cache";
import type { RequestIdentity } from "./request-identity";

/** What the cache keeps: whole answers (pages, feeds, suggestions) and search-page templates. */
export type KeptAnswer = CachedPage | NonceTemplate;

/**
 * Where an answer is kept. `pages` holds the site's finite set of addresses (facts, blog pages, legal pages,
 * feeds, home variants); `queries` holds answers keyed by what readers type (search pages, suggestions), so
 * that a stream of new queries can only push out other queries, never the pages.
 */
export type Partition = "pages" | "queries";

/**
 * A fixed allowance per entry for what is not a byte of body: the entry's objects, the LRU's node and maps,
 * the ETag, the script hashes and the policy built from them. Measured at 0.6–0.9 KB on Node 20; rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 1024;

/** Characters of a JavaScript string at two bytes each (V8 keeps non-Latin-1 strings in UTF-16). */
const stringBytes = (text: string) => text.length * 2;

/** The memory an entry really holds: its key, its headers, every stored body at its exact size, and the overhead. */
export function keptBytes(answer: KeptAnswer, key: string): number {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key);
  for (const [name, value] of answer.headers) bytes += stringBytes(name) + stringBytes(value);
  if (answer.kind === "page") {
    for (const body of Object.values(answer.bodies)) bytes += body.length;
    for (const hash of [...answer.inlineSources.scripts, ...answer.inlineSources.styles]) bytes += stringBytes(hash);
  } else {
    for (const part of answer.parts) bytes += part.length;
  }
  return bytes;
}

export interface PageCacheLimits {
  /** Bound of the whole cache, both partitions together (RENDER_CACHE_MB); 0 turns caching off. */
  totalBytes: number;
  /** The part of that bound answers keyed by a reader's query may use (SEARCH_CACHE_MB). */
  queryBytes: number;
}

/**
 * How many query keys asked once are remembered, and the bytes their characters may take (two a character,
 * plus an allowance for the entry): a few minutes of a busy site's one-off searches, in at most 2 MB.
 */
const ASKED_ONCE_KEYS = 8192;
const ASKED_ONCE_BYTES = 2 * 1024 * 1024;

/** Rendered answers in memory, least recently used out first, within one byte bound counted at real cost. */
export class PageCache {
  private readonly partitions: Record<Partition, LRUCache<string, KeptAnswer> | null>;
  /** Keys of the queries partition asked once and not kept (see `admits`). */
  private readonly askedOnce: LRUCache<string, true>;
  /** Entries pushed out to make room, since start (for operators). */
  evictions = 0;

  constructor({ totalBytes, queryBytes }: PageCacheLimits) {
    const queries = Math.min(queryBytes, totalBytes);
    const make = (maxSize: number) =>
      maxSize > 0
        ? new LRUCache<string, KeptAnswer>({
            maxSize,
            // An entry larger than its whole partition is simply not kept.
            maxEntrySize: maxSize,
            sizeCalculation: keptBytes,
            dispose: (_value, _key, reason) => {
              if (reason === "evict") this.evictions++;
            },
          })
        : null;
    this.partitions = { pages: make(totalBytes - queries), queries: make(queries) };
    this.askedOnce = new LRUCache<string, true>({
      max: ASKED_ONCE_KEYS,
      maxSize: ASKED_ONCE_BYTES,
      sizeCalculation: (_value, key) => key.length * 2 + 64,
    });
  }

  /**
   * Whether an answer rendered for `key` should be kept now. A page always is: the site's addresses are
   * finite. A query's answer is kept the second time its key is asked (while the first is remembered): a
   * search readers repeat is answered from the cache from then on, while one asked once, as most are, and
   * every query of a flood made up to fill the cache, costs no copy and pushes no other query out.
   */
  admits(partition: Partition, key: string): boolean {
    if (partition === "pages") return true;
    if (this.askedOnce.delete(key)) return true;
    this.askedOnce.set(key, true);
    return false;
  }

  /**
   * The answer kept under `key`, unless it has expired by `now` (ms): an expired answer is dropped, so the
   * next request renders it anew (today's fact changes at Seoul midnight; ADR 016).
   */
  get(partition: Partition, key: string, now = Date.now()): KeptAnswer | undefined {
    const cache = this.partitions[partition];
    const kept = cache?.get(key);
    if (kept?.kind === "page" && kept.expiresAt !== undefined && kept.expiresAt <= now) {
      cache!.delete(key);
      return undefined;
    }
    return kept;
  }

  set(partition: Partition, key: string, answer: KeptAnswer): void {
    this.partitions[partition]?.set(key, answer);
  }

  enabled(partition: Partition): boolean {
    return this.partitions[partition] !== null;
  }

  /** Bytes held, counted as the bound counts them. */
  get bytesInUse(): number {
    return (this.partitions.pages?.calculatedSize ?? 0) + (this.partitions.queries?.calculatedSize ?? 0);
  }

  /** Entries kept in one partition. */
  count(partition: Partition): number {
    return this.partitions[partition]?.size ?? 0;
  }
}

/** How one request may be answered from the cache, and under which key. */
export type CachePlan =
  | { kind: "none" }
  /** A whole answer, kept and served as it is. */
  | { kind: "page"; partition: Partition; key: string }
  /** A search page, kept as a template that each answer fills with its own nonce. */
  | { kind: "template"; key: string }
  /** The home page for one picked fact: private to browsers, but the same for every reader given that pick. */
  | { kind: "home"; partition: Partition; key: string };

export interface CacheInputs {
  method: string;
  /** The saved theme is rendered into every page (no flash), so it is part of every key. */
  theme: string;
  /**
   * Which facts are published (editionOf, ADR 014): part of every key, so that once a scheduled fact
   * appears no page kept for the previous set is served again; those age out of the LRU.
   */
  edition: string;
  /** For home: the fact picked for this request. */
  homePick?: string;
  /**
   * For home: the Seoul day of the request. Home shows today's fact, which changes at Seoul midnight, so a
   * home page kept yesterday is never served today (it ages out of the LRU).
   */
  day?: string;
}

/**
 * The one place cache keys are made. A key is built only from the request's identity (the same canonical
 * path and declared parameters React Router renders), the theme cookie, the published set of facts and, for
 * home, the Seoul day and the pick: no other request header can reach it. Content-Encoding is chosen when a kept answer is sent, not in the key.
 */
export function cacheKeyFor(identity: RequestIdentity, { method, theme, edition, homePick, day }: CacheInputs): CachePlan {
  if (method !== "GET" && method !== "HEAD") return { kind: "none" };
  const address = `${edition}|${theme}|${identity.path}${identity.search}`;
  // Home after "new fact" (`after`) is one of catalogue × catalogue variants: a query, or a flood of them
  // would push the site's pages out.
  if (!identity.isData && identity.route.id === HOME_ROUTE)
    return homePick && day
      ? { kind: "home", partition: identity.search ? "queries" : "pages", key: `home|${address}|${day}|${homePick}` }
      : { kind: "none" };
  if (!identity.isData && identity.route.id === SEARCH_ROUTE) return { kind: "template", key: `search|${address}` };
  const readerText = READER_TEXT_PARAMS.some((name) => name in identity.route.query);
  // A data request for some of a page's routes (`_routes`) is one of many subsets anyone can ask for: only the
  // page's whole data is one of the site's addresses.
  const subset = identity.isData && new URLSearchParams(identity.search).has("_routes");
  return { kind: "page", partition: readerText || subset ? "queries" : "pages", key: `page|${address}` };
}

/**
 * Parameters whose values readers (or their browsers) make up: answers keyed by them are kept as queries.
 * `f` is a shared list of facts, `a` a quiz's progress: many valid values, none of which may push out a page.
 */
const READER_TEXT_PARAMS = ["query", "paths", "f", "a"];

/** Route ids (React Router's, from app/routes.ts) of the two pages kept in their own way. */
export const HOME_ROUTE = "routes/home";
export const SEARCH_ROUTE = "routes/search";
