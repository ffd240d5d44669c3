import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { FactErrorBoundary, type FactNotFoundData } from "~/components/fact-not-found";
import { useLang } from "~/hooks/use-lang";
import { formMessages } from "~/lib/i18n/messages/forms";
import { missingFactWays } from "~/lib/catalogue/ways-forward";
import { ErrorSummary, fieldErrors, Honeypot } from "~/components/form-parts";
import { MESSAGE_MAX } from "~/lib/contact/validate-contact";
import { REPORT_REASONS, validateReport, type ReportField, type ReportReason } from "~/lib/contact/validate-report";
import { takeSubmission } from "~/lib/contact/take-submission.server";
import { notFound, pageHeaders, readForm, requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import { langFromPath } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages";
import { reportedFact, reportPageData } from "~/lib/report/report-page";
import { errorMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/fact-report";
import { paths } from "~/lib/paths";
import { cacheHeaders, PUBLIC_PAGE, NO_STORE } from "~/lib/http/cache-control";

/** The fact named by the URL in the page's language; a 404 (offering its other languages) when there is none. */
function requireFact(catalogue: Route.LoaderArgs["context"]["catalogue"], params: Route.LoaderArgs["params"]) {
  const lang = requireLang(params.lang);
  const fact = reportedFact(catalogue, lang, params.category, params.slug);
  if (!fact) throw notFound<FactNotFoundData>(missingFactWays(catalogue, lang, params.category, params.slug));
  return { lang, fact };
}

export const handle: RouteHandle = { query: { sent: ["1"] } };

export function loader({ context, params, request }: Route.LoaderArgs) {
  const { lang, fact } = requireFact(context.catalogue, params);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data(reportPageData(fact, lang, context.config, sent), {
    headers: cacheHeaders(context, sent ? NO_STORE : PUBLIC_PAGE),
  });
}

/**
 * The contact form's rules for a report (the same sequence and limiter as contact messages), stored durably
 * with its fact, then the reader is redirected (PRG).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { lang, fact } = requireFact(context.catalogue, params);
  return takeSubmission(context, await readForm(request), {
    kind: "report",
    validate: validateReport,
    store: (values) =>
      context.messages.saveReport({
        factPath: fact.path,
        lang,
        reason: values.reason as ReportReason,
        message: values.message,
        ...(values.email ? { email: values.email } : {}),
      }),
    sentTo: paths.report(lang, fact.path, true),
  });
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).fact.notFoundTitle);
export const headers = pageHeaders;

export default function FactReportPage({ loaderData }: Route.ComponentProps) {
  const { fact, sent } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const lang = useLang();
  const f = formMessages[lang];
  const summary = useRef<HTMLDivElement>(null);
  // After a refused post sent by script, the summary is already on the page: move focus to it again.
  useEffect(() => {
    if (result) summary.current?.focus();
  }, [result]);

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : undefined;
  const errorText: Record<ReportField, string> = {
    reason: f.report.reasonInvalid,
    message: f.report.messageInvalid,
    email: f.report.emailInvalid,
  };
  const fields = fieldErrors("report", errors, errorText);
  // The first control of each field, for the summary's links.
  const fieldAnchor = (name: ReportField) => (name === "reason" ? `report-reason-${REPORT_REASONS[0]}` : `report-${name}`);

  return (
    <section className="page report-page">
      <h1>{f.report.title}</h1>
      <div className="report-fact">
        <p className="small-heading">{f.report.aboutFact}</p>
        <p>
          <Link to={fact.href}>{fact.title}</Link>
        </p>
        <p>
          <code>{fact.path}</code>
        </p>
      </div>
      {sent ? (
        <div className="notice notice-success" role="status">
          <p>{f.report.sent}</p>
          <p>
            <Link to={fact.href}>{f.report.backToFact}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="lead">{f.report.intro}</p>
          {result && result.status !== "invalid" ? (
            <div className="notice notice-error" role="alert" tabIndex={-1} ref={summary} autoFocus>
              <p>
                {result.status === "rate-limited"
                  ? f.report.rateLimited
                  : result.status === "unavailable"
                    ? f.report.unavailable
                    : f.report.rejected}
              </p>
            </div>
          ) : null}
          <ErrorSummary
            id="report-error-summary"
            title={f.report.errorSummary}
            items={fields.summary(["reason", "message", "email"], fieldAnchor)}
            level={2}
            ref={summary}
          />
          <Form method="post" action={paths.report(lang, fact.path)} className="contact-form report-form" noValidate>
            <fieldset className="field report-reasons" {...fields.aria("reason")}>
              <legend>{f.report.reason}</legend>
              {REPORT_REASONS.map((reason) => (
                <div className="radio" key={reason}>
                  <input
                    type="radio"
                    id={`report-reason-${reason}`}
                    name="reason"
                    value={reason}
                    required
                    defaultChecked={values?.reason === reason}
                  />
                  <label htmlFor={`report-reason-${reason}`}>{f.report.reasons[reason]}</label>
                </div>
              ))}
              {fields.error("reason")}
            </fieldset>
            <div className="field">
              <label htmlFor="report-message">{f.report.message}</label>
              <p className="field-hint" id="report-message-hint">
                {f.report.messageHint}
              </p>
              <textarea
                id="report-message"
                name="message"
                rows={6}
                required
                maxLength={MESSAGE_MAX}
                defaultValue={values?.message ?? ""}
                {...fields.aria("message", "report-message-hint")}
              />
              {fields.error("message")}
            </div>
            <div className="field">
              <label htmlFor="report-email">{f.report.email}</label>
              <p className="field-hint" id="report-email-hint">
                {f.report.emailHint}
              </p>
              <input
                id="report-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={values?.email ?? ""}
                {...fields.aria("email", "report-email-hint")}
              />
              {fields.error("email")}
            </div>
            <Honeypot id="report-website" label={f.contact.honeypotLabel} />
            <p className="field-note">{f.report.storageNote}</p>
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {f.report.submit}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = FactErrorBoundary;
