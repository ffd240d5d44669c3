import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import type { Catalogue } from "../app/lib/catalogue/catalogue";
import type { CachePolicy } from "../app/lib/http/cache-control";
import type { Theme } from "../app/lib/theme";
import type { LookUpKept } from "./kept-answers";
import { toNonceTemplate } from "./nonce-template";
import type { KeptAnswer, PageCache } from "./page-cache";
import { isCacheableResponse, nonceSources, toCachedPage } from "./render-cache";
import type { RequestIdentity } from "./request-identity";
import { HTML_VARY, sendKept, type PolicyFor } from "./send-kept";
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
  /** The lookup the fast lane uses too (kept-answers.ts). */
  lookUp: LookUpKept;
  policyFor: PolicyFor;
  /** Renders the identity's URL through React Router with this request's load context. */
  render: (req: Request, res: Response, identity: RequestIdentity, inputs: RenderInputs) => Promise<globalThis.Response>;
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
 * answer may be shared, kept under that key. Every other answer is sent as rendered (whole or streamed), and an
 * error is never stored.
 */
export function servePages({ cache, lookUp, policyFor, render, observeCache }: ServePagesOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const nonce = res.locals.nonce as string;
      const { identity, theme, catalogue, homePick, plan, partition, keepable, at, kept } = lookUp(
        res.locals.identity as RequestIdentity,
        req.method,
        req.headers.cookie,
      );
      if (keepable) observeCache?.(kept !== undefined);
      // Read by the compression step (app.ts), which leaves kept answers as they are sent.
      const sendKeptHere = (answer: KeptAnswer) => {
        res.locals.sendsKept = true;
        return sendKept(req, res, answer, { nonce, policyFor, now: at });
      };
      if (kept) return await sendKeptHere(kept);

      const renderWhole = plan.kind !== "none" || isbot(req.headers["user-agent"] ?? "");
      let policy: CachePolicy | undefined = identity.route.cache;
      const declareCache = (declared: CachePolicy) => void (policy = declared);
      const response = await render(req, res, identity, { theme, homePick, renderWhole, catalogue, declareCache });
      // Only an answer that may be stored asks to be admitted: a query's is kept the second time (PageCache.admits),
      // and an error or an answer for this reader alone never takes one of its remembered keys.
      const storable =
        plan.kind === "template" || plan.kind === "home"
          ? isKeepablePage(response)
          : plan.kind === "page" && isCacheableResponse(response, policy);
      if (keepable && storable && plan.kind !== "none" && cache.admits(partition, plan.key)) {
        const fresh = plan.kind === "template" ? await toNonceTemplate(response, nonce) : await toCachedPage(response, policy, at);
        cache.set(partition, plan.key, fresh);
        return await sendKeptHere(fresh);
      }
      res.setHeader("Content-Security-Policy", policyFor(nonceSources(nonce)));
      if (isHtml(response)) res.setHeader("Vary", HTML_VARY);
      // An error answer is never stored by anyone, whatever the route said.
      if (response.status >= 400) response.headers.set("Cache-Control", "no-store");
      await sendWebResponse(res, response, { whole: renderWhole });
    } catch (error) {
      next(error);
    }
  };
}
