import { z } from "zod";
import type { ContactField, ContactFormContent } from "~/content/types";

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_MESSAGE = 2000;
/** Digits, spaces, `+`, `-` and brackets, 7 to 20 of them: `+971 (50) 123-4567`. */
export const PHONE_PATTERN = /^[0-9 +\-()]{7,20}$/;
/** Every control character; a message may still hold line breaks and tabs. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

/**
 * The contact form's rules, in the visitor's language. The same schema checks the form in the
 * browser, for instant feedback, and in the route action, which is the one that counts.
 * The email rule is the browser's own `type="email"` check (WHATWG), so both agree.
 */
export function contactSchema(errors: ContactFormContent["errors"]) {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return z.object({
    name: z
      .preprocess(text, z.string())
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, errors.nameRequired)
          .max(MAX_NAME, errors.nameTooLong)
          .refine((value) => !CONTROL.test(value), errors.invalidCharacters),
      ),
    email: z
      .preprocess(text, z.string())
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, errors.emailRequired)
          .max(MAX_EMAIL, errors.emailTooLong)
          .pipe(z.email({ pattern: z.regexes.html5Email, error: errors.emailInvalid })),
      ),
    phone: z
      .preprocess(text, z.string())
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .refine((value) => value === "" || PHONE_PATTERN.test(value), errors.phoneInvalid),
      )
      .transform((value) => (value === "" ? null : value)),
    message: z
      .preprocess(text, z.string())
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, errors.messageRequired)
          .max(MAX_MESSAGE, errors.messageTooLong)
          .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), errors.invalidCharacters),
      ),
  });
}

export type ContactSubmission = z.output<ReturnType<typeof contactSchema>>;
export type ContactFieldErrors = Partial<Record<keyof ContactSubmission, string>>;

/** The first message for each field that failed. */
export function fieldErrorsOf(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ContactSubmission | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What the action answers when a submission is not accepted: the input back, and why. */
export interface ContactActionData {
  values: Record<ContactField, string>;
  errors: ContactFieldErrors;
  formError?: string;
}
