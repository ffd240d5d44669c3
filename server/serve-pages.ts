import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { themeFromCookie, type Theme } from "../app/lib/theme";
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
}

export interface ServePagesOptions {
  cache: PageCache;
  policyFor: PolicyFor;
  /** Renders the identity's URL through React Router with this request's load context. */
  render: (req: Request, res: Response, identity: RequestIdentity, inputs: RenderInputs) => Promise<globalThis.Response>;
  /** Home is random: the fact for this request, and the identity to render it under. */
  pickHome: (identity: RequestIdentity) => { identity: RequestIdentity; pick: string } | undefined;
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
export function servePages({ cache, policyFor, render, pickHome, observeCache }: ServePagesOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      let identity = res.locals.identity as RequestIdentity;
      const nonce = res.locals.nonce as string;
      const theme = themeFromCookie(req.headers.cookie);
      let homePick: string | undefined;
      if (!identity.isData && identity.route.id === HOME_ROUTE && req.method !== "POST") {
        const home = pickHome(identity);
        if (home) ({ identity, pick: homePick } = home);
      }
      const plan = cacheKeyFor(identity, { method: req.method, theme, homePick });
      const partition: Partition = plan.kind === "page" ? plan.partition : plan.kind === "template" ? "queries" : "pages";
      const kept = plan.kind === "none" ? undefined : cache.get(partition, plan.key);
      if (plan.kind !== "none" && cache.enabled(partition)) observeCache?.(kept !== undefined);
      if (kept?.kind === "template") return sendFromTemplate(res, kept, nonce, policyFor);
      if (kept?.kind === "page") return sendKeptPage(req, res, kept, policyFor);

      const renderWhole = plan.kind !== "none" || isbot(req.headers["user-agent"] ?? "");
      const response = await render(req, res, identity, { theme, homePick, renderWhole });
      if (plan.kind !== "none" && cache.enabled(partition)) {
        if (plan.kind === "template" && isKeepablePage(response)) {
          const template = await toNonceTemplate(response, nonce);
          cache.set(partition, plan.key, template);
          return sendFromTemplate(res, template, nonce, policyFor);
        }
        if (plan.kind === "home" ? isKeepablePage(response) : plan.kind === "page" && isCacheableResponse(response)) {
          const page = await toCachedPage(response);
          cache.set(partition, plan.key, page);
          return sendKeptPage(req, res, page, policyFor);
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
