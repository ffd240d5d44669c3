import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { Catalogue } from "../app/lib/catalogue/catalogue";
import type { CachePolicy } from "../app/lib/http/cache-control";
import { editionOf } from "../app/lib/catalogue/published";
import { themeFromCookie, type Theme } from "../app/lib/theme";
import type { PickHome } from "./home-pick";
import { toNonceTemplate } from "./nonce-template";
import { cacheKeyFor, HOME_ROUTE, type PageCache, type Partition } from "./page-cache";
import { isCacheableResponse, toCachedPage } from "./render-cache";
import type { RequestIdentity } from "./request-identity";
import { HTML_VARY, sendFromTemplate, sendKeptPage, type PolicyFor } from "./send-kept";
import { sendWebResponse } from "./web-bridge";

export interface RenderInputs {
  theme: Theme;
  homePick?: string;
  /** Whole document rather than a streamed shell: for crawlers, and for every answer that may be kept. */
  renderWhole: boolean;
  /** The catalogue as readers see it for this request (its Seoul day, ADR 014). */
  catalogue: Catalogue;
  /** Where the route declares how its answer may be kept (app/lib/http/cache-control.ts). */
  declareCache: (policy: CachePolicy) => void;
}

export interface ServePagesOptions {
  cache: PageCache;
  policyFor: PolicyFor;
  /** The published catalogue at this instant (scheduled facts left out), read once per request. */
  published: () => Catalogue;
  /** Renders the identity's URL through React Router with this request's load context. */
  render: (req: Request, res: Response, identity: RequestIdentity, inputs: RenderInputs) => Promise<globalThis.Response>;
  /** Home is random: the fact for this request (documents and data requests alike), and the identity to render it under. */
  pickHome: PickHome;
  /** The server's clock: kept answers are dated by it and expire by it (tests pin it). */
  now?: () => Date;
  /** Told whether each answer that may be kept was found in the cache (metrics). */
  observeCache?: (hit: boolean) => void;
}

const isHtml = (response: globalThis.Response) => (response.headers.get("content-type") ?? "").startsWith("text/html");

/** A rendered whole page that may be kept for readers other than this one. */
function isKeepablePage(response: globalThis.Response): boolean {
  return response.status === 200 && isHtml(response) && !response.headers.has("set-cookie");
}

/**
 * Pages: from the cache when an answer for the same key is kept, else rendered by React Router and, when the
 * answer may be shared, kept under that key. Every other answer is streamed, and an error is never stored.
 */
export function servePages({ cache, policyFor, published, render, pickHome, observeCache, now = () => new Date() }: ServePagesOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      let identity = res.locals.identity as RequestIdentity;
      const nonce = res.locals.nonce as string;
      const theme = themeFromCookie(req.headers.cookie);
      const catalogue = published();
      let homePick: string | undefined;
      if (identity.route.id === HOME_ROUTE && req.method !== "POST") {
        const home = pickHome(identity, catalogue);
        if (home) ({ identity, pick: homePick } = home);
      }
      const plan = cacheKeyFor(identity, { method: req.method, theme, edition: editionOf(catalogue), homePick });
      const partition: Partition = plan.kind === "page" ? plan.partition : plan.kind === "template" ? "queries" : "pages";
      const at = now().getTime();
      const kept = plan.kind === "none" ? undefined : cache.get(partition, plan.key, at);
      if (plan.kind !== "none" && cache.enabled(partition)) observeCache?.(kept !== undefined);
      if (kept?.kind === "template") return sendFromTemplate(res, kept, nonce, policyFor);
      if (kept?.kind === "page") return sendKeptPage(req, res, kept, policyFor, at);

      const renderWhole = plan.kind !== "none" || isbot(req.headers["user-agent"] ?? "");
      let policy: CachePolicy | undefined = identity.route.cache;
      const declareCache = (declared: CachePolicy) => void (policy = declared);
      const response = await render(req, res, identity, { theme, homePick, renderWhole, catalogue, declareCache });
      if (plan.kind !== "none" && cache.enabled(partition)) {
        if (plan.kind === "template" && isKeepablePage(response)) {
          const template = await toNonceTemplate(response, nonce);
          cache.set(partition, plan.key, template);
          return sendFromTemplate(res, template, nonce, policyFor);
        }
        if (plan.kind === "home" ? isKeepablePage(response) : plan.kind === "page" && isCacheableResponse(response, policy)) {
          const page = await toCachedPage(response, policy, at);
          cache.set(partition, plan.key, page);
          return sendKeptPage(req, res, page, policyFor, at);
        }
      }
      res.setHeader("Content-Security-Policy", policyFor([`'nonce-${nonce}'`]));
      if (isHtml(response)) res.setHeader("Vary", HTML_VARY);
      // An error answer is never stored by anyone, whatever the route said.
      if (response.status >= 400) response.headers.set("Cache-Control", "no-store");
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
