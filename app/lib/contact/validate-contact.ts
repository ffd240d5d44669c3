import { hiddenCharacters, looksLikeAddress } from "./hidden-characters";

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
 * A one-line field's value is one line of visible text: no control (line breaks and tabs among them), no line or
 * paragraph separator, no bidi control, no invisible or ignorable character (hidden-characters.ts) — each can make
 * a stored record print as something else (a forged line or sender in `npm run messages`). Joiners inside emoji
 * sequences and the scripts that need them stay.
 */
export const isOneLine = (value: string) => hiddenCharacters(value).length === 0;

/** A name is one line of visible text and does not pass for an address ("Boss <boss@curio.example>"). */
export const isPlainName = (value: string) => isOneLine(value) && !looksLikeAddress(value);

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
  if (textLength(values.name) < 1 || textLength(values.name) > NAME_MAX || !isPlainName(values.name)) errors.name = true;
  if (textLength(values.message) < MESSAGE_MIN || textLength(values.message) > MESSAGE_MAX) errors.message = true;
  return { values, errors };
}

export function isBot(form: FormData): boolean {
  const trap = form.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.length > 0;
}
