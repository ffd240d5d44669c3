export interface ContactValues {
  email: string;
  name: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, true>>;

export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
/** The hidden field real readers never fill in. */
export const HONEYPOT_FIELD = "website";

// Practical address shape (what browsers' type=email accepts), plus the 254-character limit of RFC 5321.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A deliverable-looking address of at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}

/**
 * What a one-line field (a name) may not hold: control characters (line breaks and tabs among them), the
 * Unicode line and paragraph separators, bidirectional controls and invisible zero-width characters — each
 * can make a stored record print as something else (a forged line in `npm run messages`). ZWJ and ZWNJ stay:
 * emoji sequences and some scripts need them.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** A one-line field's value is one line of visible text. */
export const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

/** Length in characters (code points), as a reader counts them. */
export const textLength = (s: string) => [...s].length;

/** A form field as text, NFC and trimmed; absent or a file is empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.normalize("NFC").trim() : "";
}

/** Reads and checks the contact form; the values come back trimmed so the form can be refilled. */
export function validateContact(form: FormData): { values: ContactValues; errors: ContactErrors } {
  const values = {
    email: formText(form, "email").slice(0, 320),
    name: formText(form, "name").slice(0, 400),
    message: formText(form, "message").slice(0, 20000),
  };
  const errors: ContactErrors = {};
  if (!isEmailAddress(values.email)) errors.email = true;
  if (textLength(values.name) < 1 || textLength(values.name) > NAME_MAX || !isOneLine(values.name)) errors.name = true;
  if (textLength(values.message) < MESSAGE_MIN || textLength(values.message) > MESSAGE_MAX) errors.message = true;
  return { values, errors };
}

export function isBot(form: FormData): boolean {
  const trap = form.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.length > 0;
}
