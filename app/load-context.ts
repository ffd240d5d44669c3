import type { Catalogue } from "./lib/catalogue/catalogue";
import type { SiteConfig } from "./lib/config";
import type { CacheDeclarer } from "./lib/http/cache-control";
import type { MessageStore } from "./lib/contact/message-store.server";
import type { ContactLimiter, ContactOutcome } from "./lib/contact/rate-limit";
import type { SearchIndex } from "./lib/search/indexed-fact";
import type { Theme } from "./lib/theme";

/** What the server (the render step of server/pipeline.ts, set up in server/app.ts) hands every loader and action: the one catalogue, the configuration, the request's CSP nonce. */
export interface CurioLoadContext extends CacheDeclarer {
  /**
   * The catalogue as readers see it for this request: without facts dated after today in Seoul (scheduled
   * publishing, ADR 014). Loaders never see a queued fact, so no page, list, feed or pick can show one.
   */
  catalogue: Catalogue;
  /**
   * The search index of `catalogue` (today's published view), which server/app.ts starts building at start-up and
   * again on the first request after a queued fact appears; it resolves once built.
   * Passed here, not looked up by module, because the server and the route modules are bundled separately
   * (each with its own copy of app/lib).
   */
  searchIndex: Promise<SearchIndex>;
  config: SiteConfig;
  nonce: string;
  /** Render the whole document before sending (crawlers; answers the server keeps) rather than streaming the shell first. */
  renderWhole: boolean;
  /** The reader's saved theme, read once from its cookie by the server (it is part of every cache key). */
  theme: Theme;
  logError: (error: unknown) => void;
  /** Durable store of contact messages. */
  messages: MessageStore;
  /** Per process with SQLite; shared by every replica with PostgreSQL. */
  contactLimiter: ContactLimiter;
  /** Counts what became of a contact message or report (metrics). */
  countContact: (kind: "message" | "report", outcome: ContactOutcome) => void;
  /** The client's address as Express sees it (honours trust proxy); used only for rate limiting, never logged. */
  clientIp: string;
  /** The home page's fact, picked by the server alone (server/kept-pages/home-pick.ts), so its rendering can be kept per fact. */
  homePick?: string;
  /** The current instant, for anything that follows the calendar (the Seoul day); tests pin it. */
  now: () => Date;
  /** Random source for loaders that pick at random; tests pin it. Defaults to Math.random. */
  rng?: () => number;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CurioLoadContext {}
}
