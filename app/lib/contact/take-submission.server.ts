import { data, redirect } from "react-router";
import { clientKey } from "./client-key";
import { cacheHeaders, NO_STORE, type CacheDeclarer } from "../http/cache-control";
import { STORE_RETRY_AFTER_SECONDS, type ContactLimiter, type ContactOutcome } from "./rate-limit";
import { isBot } from "./validate-contact";

/** What a form's page is told when its submission was not stored. */
export type SubmissionRefusal<Values, Errors> =
  { status: "invalid"; errors: Errors; values: Values } | { status: "rate-limited" | "rejected" | "unavailable" };

/** The parts of the load context a submission uses. */
export interface SubmissionContext extends CacheDeclarer {
  clientIp: string;
  /** The socket's remote address, counted when clientIp is not an address (see clientKey). */
  socketIp?: string;
  contactLimiter: ContactLimiter;
  countContact: (kind: "message" | "report", outcome: ContactOutcome) => void;
  logError: (error: unknown) => void;
}

interface Submission<Values, Errors> {
  kind: "message" | "report";
  validate: (form: FormData) => { values: Values; errors: Errors };
  /** Stores the valid submission durably; throws when the store cannot take it now. */
  store: (values: Values) => Promise<unknown>;
  /** Where the reader is sent once it is stored (post/redirect/get). */
  sentTo: string;
}

/**
 * The one sequence for a reader's form (a contact message or a fact report), cross-site posts having been
 * refused by the server: bots are refused, fields validated, the client's limit counted, the submission
 * stored, every outcome counted for the metrics; then the reader is redirected. Nothing is ever cached.
 */
export async function takeSubmission<Values, Errors extends object>(
  context: SubmissionContext,
  form: FormData,
  { kind, validate, store, sentTo }: Submission<Values, Errors>,
) {
  const noStore = cacheHeaders(context, NO_STORE);
  const refuse = (outcome: ContactOutcome, refusal: SubmissionRefusal<Values, Errors>, status: number, retryAfter?: number) => {
    context.countContact(kind, outcome);
    const headers = retryAfter === undefined ? noStore : { ...noStore, "Retry-After": String(retryAfter) };
    return data<SubmissionRefusal<Values, Errors>>(refusal, { status, headers });
  };
  if (isBot(form)) return refuse("rejected", { status: "rejected" }, 400);
  const { values, errors } = validate(form);
  if (Object.keys(errors).length > 0) return refuse("invalid", { status: "invalid", errors, values }, 400);
  try {
    const limit = await context.contactLimiter.hit(clientKey(context.clientIp, context.socketIp));
    if (!limit.allowed) return refuse("rate-limited", { status: "rate-limited" }, 429, limit.retryAfterSeconds);
    await store(values);
  } catch (error) {
    // The store (a database that is away) cannot take it now: say so, and when to try again.
    context.logError(error);
    return refuse("unavailable", { status: "unavailable" }, 503, STORE_RETRY_AFTER_SECONDS);
  }
  context.countContact(kind, "stored");
  return redirect(sentTo, { status: 303, headers: noStore });
}
