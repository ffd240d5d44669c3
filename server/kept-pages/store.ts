import { LRUCache } from "lru-cache";
import type { KeptPage } from "./page";
import type { NonceTemplate } from "./template";

/** What is kept: whole answers (pages, feeds, suggestions) and search-page templates. */
export type KeptAnswer = KeptPage | NonceTemplate;

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

export interface KeptPagesLimits {
  /** Bound of all kept pages, both partitions together (RENDER_CACHE_MB); 0 turns keeping off. */
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

/**
 * The kept pages: rendered answers in memory, least recently used out first, within one byte bound counted
 * at real cost (`keptBytes`).
 */
export class KeptPages {
  private readonly partitions: Record<Partition, LRUCache<string, KeptAnswer> | null>;
  /** Keys of the queries partition asked once and not kept (see `admits`). */
  private readonly askedOnce: LRUCache<string, true>;
  /** Entries pushed out to make room, since start (for operators). */
  evictions = 0;

  constructor({ totalBytes, queryBytes }: KeptPagesLimits) {
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
