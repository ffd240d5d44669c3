import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import type { Catalogue } from "../app/lib/catalogue/catalogue";
import type { CachePolicy } from "../app/lib/http/cache-control";
import type { Theme } from "../app/lib/theme";
import type { LookUpKept, KeptLookup } from "./kept-pages/lookup";
import { mayKeep, nonceSources, toKeptPage } from "./kept-pages/page";
import { sendKept, THEMED_VARY, type PolicyFor } from "./kept-pages/send";
import type { KeptAnswer, KeptPages } from "./kept-pages/store";
import { toNonceTemplate } from "./kept-pages/template";
import type { Metrics } from "./metrics";
import { requestRefusal, routeRefusal, type Refusal } from "./request-guards";
import { canonicalPath, identify, type RequestIdentity } from "./request-identity";
import type { RequestLog } from "./request-log";
import type { RouteTable } from "./route-table";
import { setSecurityHeaders, type HeaderList } from "./security-headers";
import { sendWebResponse } from "./web-bridge";

/**
 * The steps every request to a page goes through, in this order, declared once. The fast lane (the HTTP
 * server's listener, fast-lane.ts) and the Express path (app.ts) both walk this list with the same step
 * functions; the lane stops at the first step that needs Express (a refusal's page, a file, a render) and
 * hands the request over where it stopped, with what it has worked out, so nothing runs twice.
 */
export const PIPELINE = ["guards", "files", "identity", "kept", "render", "keep", "send"] as const;
export type StepName = (typeof PIPELINE)[number];

/** What the load context gets from the pipeline for one render (app/load-context.ts). */
export interface RenderInputs {
  theme: Theme;
  homePick?: string;
  /** Whole document rather than a streamed shell: for crawlers, and for every answer that may be kept. */
  renderWhole: boolean;
  /** The catalogue as readers see it for this request (its Seoul day, ADR 014). */
  catalogue: Catalogue;
  /** Where the route declares its answer's policy (app/lib/http/cache-control.ts). */
  declareCache: (policy: CachePolicy) => void;
}

/** One request on its way through the pipeline: what the steps have worked out so far. */
export interface Exchange {
  /** The request target as it arrived (path and query). */
  readonly target: string;
  /** Index in PIPELINE of the next step to run. */
  at: number;
  /** What a step decided that the lane could not carry out; Express carries it out. */
  pending?: Decision;
  identity?: RequestIdentity;
  lookup?: KeptLookup;
  rendered?: { response: globalThis.Response; policy?: CachePolicy; whole: boolean };
  /** A kept answer to send: found by `kept`, or just made by `keep`. */
  answer?: KeptAnswer;
}

/**
 * What a step decided: go on to the next step; refuse or reply (request-guards.ts); let Express's static
 * files answer (then go on if none does); send the kept answer; or do work that needs Express (render, keep,
 * send what was rendered).
 */
export type Decision = { on: true } | Refusal | { files: true } | { send: KeptAnswer } | { express: true };

const ON: Decision = { on: true };
const EXPRESS: Decision = { express: true };

interface Step {
  /** Decides from the request and the exchange alone, writing nothing to the response: the lane runs this. */
  decide(x: Exchange, req: IncomingMessage): Decision;
  /** The step's work that needs Express; the pipeline goes on unless it answered the request. */
  express?(x: Exchange, req: Request, res: Response): Promise<"on" | "answered">;
}

export interface PipelineParts {
  siteOrigin: string;
  /** The route table of the build being served (in development, the latest one Vite loaded). */
  routeTable: () => RouteTable;
  /** Whether the static files may answer a path before pages do (production; static-files.ts). */
  servedAsFile?: (path: string) => boolean;
  lookUp: LookUpKept;
  keptPages: KeptPages;
  policyFor: PolicyFor;
  securityHeaders: HeaderList;
  logRequest: RequestLog;
  metrics: Metrics;
  /** The draining flag (server.ts sets it on SIGTERM). */
  state: { draining: boolean };
  /** Renders the identity's URL through React Router with this request's load context. */
  render: (req: Request, res: Response, identity: RequestIdentity, inputs: RenderInputs) => Promise<globalThis.Response>;
}

export interface Pipeline {
  /** The fast lane: answers a kept page without Express and says true, or hands over and says false. */
  lane: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * The Express path, as one middleware: runs the rest of the pipeline (all of it when the lane did not
   * see the request). `refuse` sends a static error page; `files` is Express's static step.
   */
  express: (options: { refuse: Refuse; files?: RequestHandler }) => RequestHandler;
  /** What every answer starts with, on both paths: metrics, request log, security headers, Connection on drain. */
  begin: (req: IncomingMessage, res: ServerResponse, routeOf: () => string) => void;
}

type Refuse = (req: Request, res: Response, status: number, headers?: Record<string, string>) => void;

const pathOf = (target: string) => {
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
};

const needs = <T>(value: T | undefined, step: StepName): T => {
  if (value === undefined) throw new Error(`the pipeline reached ${step} out of order`);
  return value;
};

/** Builds the one pipeline: its steps, the lane that runs them without Express, and the Express middleware. */
export function requestPipeline(parts: PipelineParts): Pipeline {
  const { siteOrigin, routeTable, servedAsFile, lookUp, keptPages, policyFor, metrics, state } = parts;

  const steps: Record<StepName, Step> = {
    guards: { decide: (x, req) => requestRefusal(req, x.target) ?? ON },

    // Paths the static step may answer: files of the build, its mounts, and any path not in its one
    // canonical form (Express's static step sees the raw path, dot segments and other encodings included).
    files: {
      decide: (x) => {
        if (!servedAsFile) return ON;
        const path = pathOf(x.target);
        return canonicalPath(path) !== path || servedAsFile(path) ? { files: true } : ON;
      },
    },

    identity: {
      decide: (x, req) => {
        const table = routeTable();
        const identity = identify(x.target, siteOrigin, (pathname) => table.match(pathname));
        if (!identity) return { refuse: 400 };
        x.identity = identity;
        return routeRefusal(identity, req, siteOrigin) ?? ON;
      },
    },

    kept: {
      decide: (x, req) => {
        const lookup = lookUp(needs(x.identity, "kept"), req.method ?? "GET", req.headers.cookie);
        x.lookup = lookup;
        if (lookup.keepable) (lookup.kept ? metrics.cacheHits : metrics.cacheMisses).inc();
        if (lookup.kept) x.answer = lookup.kept;
        return ON;
      },
    },

    render: {
      decide: (x) => (x.answer ? ON : EXPRESS),
      express: async (x, req, res) => {
        const { identity, theme, catalogue, homePick, plan } = needs(x.lookup, "render");
        const whole = plan.kind !== "none" || isbot(req.headers["user-agent"] ?? "");
        let policy: CachePolicy | undefined = identity.route.cache;
        const declareCache = (declared: CachePolicy) => void (policy = declared);
        const response = await parts.render(req, res, identity, { theme, homePick, renderWhole: whole, catalogue, declareCache });
        // Every answer says how it may be kept: an error never, whatever the route said; an answer whose route
        // wrote no header (React Router's data form of a resource route), by the policy its loader declared.
        if (response.status >= 400) response.headers.set("Cache-Control", "no-store");
        else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", policy?.header ?? "no-store");
        x.rendered = { response, policy, whole };
        return "on";
      },
    },

    // Only an answer that may be kept (its route's declared policy, `mayKeep`) asks to be admitted: a query's
    // is kept the second time (KeptPages.admits), and an error or an answer for one reader never takes one of
    // its remembered keys.
    keep: {
      decide: (x) => (x.rendered ? EXPRESS : ON),
      express: async (x, _req, res) => {
        const { response, policy } = needs(x.rendered, "keep");
        const { plan, keepable, at, identity } = needs(x.lookup, "keep");
        if (!keepable || plan.kind === "none" || !mayKeep(response, policy) || !keptPages.admits(plan.partition, plan.key)) return "on";
        const nonce = res.locals.nonce as string;
        const fresh =
          plan.kind === "template"
            ? await toNonceTemplate(response, nonce)
            : await toKeptPage(response, policy, at, varyOf(response, identity));
        keptPages.set(plan.partition, plan.key, fresh);
        x.answer = fresh;
        return "on";
      },
    },

    send: {
      decide: (x) => (x.answer ? { send: x.answer } : EXPRESS),
      express: async (x, req, res) => {
        const { response, whole } = needs(x.rendered, "send");
        const identity = needs(x.identity, "send");
        res.setHeader("Content-Security-Policy", policyFor(nonceSources(res.locals.nonce as string)));
        res.setHeader("Vary", varyOf(response, identity));
        await sendWebResponse(res, response, { whole });
        return "answered";
      },
    },
  };

  const begin: Pipeline["begin"] = (req, res, routeOf) => {
    metrics.track(req, res, routeOf);
    parts.logRequest(req, res);
    setSecurityHeaders(res, parts.securityHeaders);
    closeOnceDraining(res, state);
  };

  /** Handed-over requests, with what the lane worked out (Express receives the same request object). */
  const handedOver = new WeakMap<IncomingMessage, Exchange>();

  const lane: Pipeline["lane"] = (req, res) => {
    const x: Exchange = { target: req.url ?? "", at: 0 };
    for (; x.at < PIPELINE.length; x.at++) {
      const decision = steps[PIPELINE[x.at]!].decide(x, req);
      if ("on" in decision) continue;
      if ("send" in decision) {
        const identity = needs(x.identity, "send");
        begin(req, res, () => identity.route.id);
        const nonce = decision.send.kind === "template" ? randomBytes(16).toString("base64") : "";
        const sending = sendKept(req, res, decision.send, { nonce, policyFor, now: needs(x.lookup, "send").at });
        sending?.catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))));
        return true;
      }
      x.pending = decision;
      handedOver.set(req, x);
      return false;
    }
    return false;
  };

  const express: Pipeline["express"] =
    ({ refuse, files }) =>
    (req, res, next) => {
      const x = handedOver.get(req) ?? { target: req.originalUrl, at: 0 };
      handedOver.delete(req);
      const run = async (): Promise<void> => {
        for (; x.at < PIPELINE.length; x.at++) {
          const step = steps[PIPELINE[x.at]!];
          const decision = x.pending ?? step.decide(x, req);
          x.pending = undefined;
          // Read by the metrics (the route label) and by the compression step (app.ts), which leaves kept answers alone.
          if (x.identity) res.locals.identity = x.identity;
          if ("on" in decision) continue;
          if ("refuse" in decision) return refuse(req, res, decision.refuse, decision.headers);
          if ("reply" in decision) return void res.status(decision.reply).set(decision.headers).end();
          if ("files" in decision) {
            if (!files) continue;
            x.at++;
            files(req, res, (error?: unknown) => (error ? next(error) : void run().catch(next)));
            return;
          }
          if ("send" in decision) {
            res.locals.encodedHere = true;
            const at = needs(x.lookup, "send").at;
            return await sendKept(req, res, decision.send, { nonce: res.locals.nonce as string, policyFor, now: at });
          }
          if ((await step.express!(x, req, res)) === "answered") return;
        }
      };
      run().catch(next);
    };

  return { lane, express, begin };
}

/**
 * Once the server drains, every answer says `Connection: close`, including one begun before the drain and
 * finished after it: the client sends its next request on a new connection (to another process) instead of
 * on this one, which is about to close under it. Checked as the head is written, on both paths.
 */
function closeOnceDraining(res: ServerResponse, state: { draining: boolean }): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (state.draining) this.setHeader("Connection", "close");
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Pages and React Router's data carry the saved theme: they vary by the cookie as well as the encoding. */
function varyOf(response: globalThis.Response, identity: RequestIdentity): string {
  return identity.isData || (response.headers.get("content-type") ?? "").startsWith("text/html") ? THEMED_VARY : "Accept-Encoding";
}
