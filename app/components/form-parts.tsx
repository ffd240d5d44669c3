import type { MouseEvent, Ref } from "react";
import { HONEYPOT_FIELD } from "~/lib/contact/validate-contact";

/**
 * What a form's fields need to tie a refused value to its control: the error line's id, the control's
 * `aria-invalid` and `aria-describedby` (its hint first, when it has one), and the error line itself. The
 * contact and report forms both use it, so a screen reader hears a refused field the same way on either.
 */
export function fieldErrors<F extends string>(prefix: string, errors: Partial<Record<F, unknown>>, errorText: Record<F, string>) {
  const errorId = (name: F) => `${prefix}-${name}-error`;
  return {
    /** `aria-invalid` and `aria-describedby` for the field's control (or its fieldset). */
    aria: (name: F, hint?: string) => ({
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(" ") || undefined,
    }),
    /** The field's error line, or nothing when its value was taken. */
    error: (name: F) =>
      errors[name] ? (
        <p className="field-error" id={errorId(name)}>
          {errorText[name]}
        </p>
      ) : null,
    /** The summary's lines for the refused fields, in `order`, each linking to `anchor(name)`, the field's first control. */
    summary: (order: readonly F[], anchor: (name: F) => string) =>
      order.filter((name) => errors[name]).map((name) => ({ anchor: anchor(name), text: errorText[name] })),
  };
}

/**
 * The list of what a refused form must correct, each line a link to its field. It takes focus (`autoFocus`
 * when the page is rendered after a post without script, `ref` for the form's own effect when it is not), so
 * it is the first thing read.
 */
export function ErrorSummary({
  id,
  title,
  items,
  level,
  ref,
}: {
  id: string;
  title: string;
  items: readonly { anchor: string; text: string }[];
  /** The heading's level: one below the heading the form sits under. */
  level: 2 | 3;
  ref?: Ref<HTMLDivElement>;
}) {
  if (items.length === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="notice notice-error error-summary" role="alert" aria-labelledby={id} tabIndex={-1} ref={ref} autoFocus>
      <Heading id={id}>{title}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${item.anchor}`} onClick={goToField}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Takes the reader to the field a summary line names without a navigation: a hash change would be one for the
 * router, which forgets the refused post's answer (the summary, the errors and, where the form is keyed by the
 * location, what the reader typed). Without script the link does the same as a plain fragment.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}

/** A field people never see or reach; a bot that fills it in is refused (`HONEYPOT_FIELD`). */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
