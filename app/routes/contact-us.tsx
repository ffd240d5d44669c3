import { useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { useLang } from "~/hooks/use-lang";
import { formMessages } from "~/lib/i18n/messages/forms";
import { ErrorSummary, fieldErrors, Honeypot } from "~/components/form-parts";
import { MESSAGE_MAX, NAME_MAX, validateContact, type ContactValues } from "~/lib/contact/validate-contact";
import { takeSubmission } from "~/lib/contact/take-submission.server";
import { pageHeaders, readForm, requireLang } from "~/lib/http/responses";

import { buildMeta } from "~/lib/seo/meta";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/contact-us";
import { paths } from "~/lib/paths";
import { cacheHeaders, PUBLIC_PAGE, NO_STORE } from "~/lib/http/cache-control";

export const handle: RouteHandle = { query: { sent: ["1"] } };

export function loader({ context, params, request }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const t = formMessages[lang];
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data(
    {
      email: context.config.contactEmail,
      sent,
      meta: buildMeta({
        site: context.config,
        lang,
        path: "/contact-us",
        title: t.contact.title,
        description: t.contact.intro,
        noindex: sent,
      }),
    },
    { headers: cacheHeaders(context, sent ? NO_STORE : PUBLIC_PAGE) },
  );
}

/** Validates, refuses bots and floods (server/request-guards.ts already refused cross-site posts), stores the message durably, then redirects (PRG). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = requireLang(params.lang);
  return takeSubmission(context, await readForm(request), {
    kind: "message",
    validate: validateContact,
    store: (values) => context.messages.save({ ...values, lang }),
    sentTo: paths.contact(lang, true),
  });
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { email, sent } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const lang = useLang();
  const f = formMessages[lang];
  // A refused post moves focus to what went wrong; a sent one to the confirmation.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result || sent) notice.current?.focus();
  }, [result, sent]);
  // A message sent from this page empties the form for the next one. Not a remount on every new location: a
  // jump within the page (the skip link's #main) is one too, and would erase what the reader is typing.
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") posted.current = true;
    else if (navigation.state === "idle" && posted.current) {
      posted.current = false;
      // Sent: the action redirected to ?sent=1 (a refused post answers with what to correct instead).
      if (sent && !result) form.current?.reset();
    }
  }, [navigation.state, sent, result]);
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : undefined;
  const errorText = { email: f.contact.emailInvalid, name: f.contact.nameInvalid, message: f.contact.messageInvalid };
  const fields = fieldErrors("contact", errors, errorText);
  const fieldProps = (name: keyof ContactValues) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values?.[name] ?? "",
    ...fields.aria(name),
  });

  return (
    <section className="page contact-page">
      <h1>{f.contact.title}</h1>
      <p className="lead">{f.contact.intro}</p>
      <p>
        {f.contact.emailLead} <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p>{f.contact.respond}</p>
      <h2>{f.contact.formTitle}</h2>
      {sent ? (
        <p ref={notice} className="notice notice-success" role="status" tabIndex={-1}>
          {f.contact.sent}
        </p>
      ) : null}
      {result && result.status !== "invalid" ? (
        <p ref={notice} className="notice notice-error" role="alert" tabIndex={-1}>
          {result.status === "rate-limited"
            ? f.contact.rateLimited
            : result.status === "unavailable"
              ? f.contact.unavailable
              : f.contact.rejected}
        </p>
      ) : null}
      <ErrorSummary
        id="contact-error-summary"
        title={f.contact.errorSummary}
        items={fields.summary(["email", "name", "message"], (name) => `contact-${name}`)}
        level={3}
        ref={notice}
      />
      <Form ref={form} method="post" action={paths.contact(lang)} className="contact-form" noValidate>
        <div className="field">
          <label htmlFor="contact-email">{f.contact.email}</label>
          <input type="email" autoComplete="email" required maxLength={254} {...fieldProps("email")} />
          {fields.error("email")}
        </div>
        <div className="field">
          <label htmlFor="contact-name">{f.contact.name}</label>
          <input type="text" autoComplete="name" required maxLength={NAME_MAX} {...fieldProps("name")} />
          {fields.error("name")}
        </div>
        <div className="field">
          <label htmlFor="contact-message">{f.contact.message}</label>
          <textarea rows={6} required maxLength={MESSAGE_MAX} {...fieldProps("message")} />
          {fields.error("message")}
        </div>
        <Honeypot id="contact-website" label={f.contact.honeypotLabel} />
        <p className="field-note">{f.contact.storageNote}</p>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {f.contact.submit}
        </button>
      </Form>
    </section>
  );
}
