import type { Catalogue } from "./lib/catalogue/catalogue";
import type { SiteConfig } from "./lib/config";
import type { CacheDeclarer } from "./lib/http/cache-control";
import type { MessageStore } from "./lib/contact/message-store.server";
import type { ContactLimiter, ContactOutcome } from "./lib/contact/rate-limit";
import type { SearchIndex } from "./lib/search/indexed-fact";

/**
 * What the server (server/react-router-pages.ts, set up in server/app.ts) hands every loader and action. Nothing
 * in it describes the reader: a page depends on its address and the clock alone (one page per address), so any
 * shared cache can hold it by its headers.
 */
export interface CurioLoadContext extends CacheDeclarer {
  /**
   * The catalogue as readers see it for this request: without facts dated after today in Seoul (scheduled
   * publishing, ADR 014). Loaders never see a queued fact, so no page, list, feed or pick can show one.
   */
  catalogue: Catalogue;
  /**
   * The search index of `catalogue`, which server/app.ts starts building at start-up and again on the first
   * request after a queued fact appears; it resolves once built. Passed here, not looked up by module, so that
   * one index serves every route and tests can give their own.
   */
  searchIndex: Promise<SearchIndex>;
  config: SiteConfig;
  logError: (error: unknown) => void;
  /** Durable store of contact messages. */
  messages: MessageStore;
  /** Per process with SQLite; shared by every replica with PostgreSQL. */
  contactLimiter: ContactLimiter;
  /** Counts what became of a contact message or report (metrics). */
  countContact: (kind: "message" | "report", outcome: ContactOutcome) => void;
  /** The client's address as Express sees it (honours trust proxy); used only for rate limiting, never logged. */
  clientIp: string;
  /** The connection's own address: the contact limit's key when a forwarded address does not parse. */
  socketIp?: string;
  /** The current instant, for anything that follows the calendar (the Seoul day); tests pin it. */
  now: () => Date;
  /** Random source for loaders that pick at random (home's fact); tests pin it. */
  rng: () => number;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CurioLoadContext {}
}
