import { formText, isEmailAddress, MESSAGE_MAX, MESSAGE_MIN, textLength } from "./validate-contact";

/** What a reader can say is wrong with a fact, in the order the form offers them. */
export const REPORT_REASONS = ["wrong", "outdated", "translation", "typo", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportValues {
  reason: string;
  message: string;
  /** Empty when the reader wants no answer. */
  email: string;
}

export type ReportField = keyof ReportValues;
export type ReportErrors = Partial<Record<ReportField, true>>;

export function isReportReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** Reads and checks the report form; the values come back trimmed so the form can be refilled. */
export function validateReport(form: FormData): { values: ReportValues; errors: ReportErrors } {
  const values = {
    reason: formText(form, "reason").slice(0, 40),
    message: formText(form, "message").slice(0, 20000),
    email: formText(form, "email").slice(0, 320),
  };
  const errors: ReportErrors = {};
  if (!isReportReason(values.reason)) errors.reason = true;
  if (textLength(values.message) < MESSAGE_MIN || textLength(values.message) > MESSAGE_MAX) errors.message = true;
  // E-mail is optional for a report: only an answer needs it.
  if (values.email !== "" && !isEmailAddress(values.email)) errors.email = true;
  return { values, errors };
}
