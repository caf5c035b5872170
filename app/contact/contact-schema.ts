import * as z from "zod/mini";
import {
  type ContactField,
  contactTopics,
  type ContactTopic,
  type ContactValues,
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE_LENGTH,
  postedFields,
  type TOPIC_FIELD,
} from "../domain/contact-fields";
import type { ContactFormContent } from "../content/home";
import type { Phrase } from "../i18n/bidi";
import { typedText } from "../i18n/typed-text";
import {
  FORMAT_CHARACTERS,
  hasVisibleCharacter,
  PHONE_PATTERN,
  UNACCEPTABLE,
  UNACCEPTABLE_BUT_LINE_BREAKS,
  VISIBLE_LETTER,
  withWesternDigits,
} from "../domain/typed-field-rules";

// Where the form's script and the rates pages have always found them.
export { PHONE_PATTERN_SOURCE, withWesternDigits } from "../domain/typed-field-rules";
/** A line break as one LF, whether the browser sent CRLF (a plain POST), a lone CR or LF. */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");
/**
 * The form's four fields as trimmed text, whatever arrived: a missing field, a file or a
 * number reads as empty, and anything else sent along is dropped. Line breaks become LF before
 * any length is checked, so a message counts and stores the same from either path, and bidi
 * controls are dropped as from all typed text (app/i18n/typed-text.ts).
 */
function formFields(input: unknown): ContactValues {
  const record = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const text = (field: ContactField | typeof TOPIC_FIELD) => {
    const value = record[field];
    if (typeof value !== "string") return "";
    const lines = normaliseLineBreaks(typedText(value));
    return (field === "phone" ? lines.replace(FORMAT_CHARACTERS, "") : lines).trim();
  };
  return Object.fromEntries(postedFields.map((field) => [field, text(field)])) as ContactValues;
}

/**
 * The contact form's rules. The same schema checks the form in the
 * browser, for instant feedback, and in the route action, which is the one that counts.
 * The email rule is the browser's own `type="email"` check (WHATWG), so both agree. Checks run
 * in order and the first failure of a field is the one shown (see fieldErrorsOf).
 *
 * Written with `zod/mini`, the tree-shakable form of the same library: it is in the browser
 * bundle, where the method-chaining API would weigh several times as much.
 */
export function contactSchema() {
  // A failed check's message names its text, which the words of the visitor's language give.
  const failure = (key: ContactErrorKey) => key;
  const required = (key: ContactErrorKey) => z.refine<string>(hasVisibleCharacter, failure(key));
  return z.pipe(
    z.transform(formFields),
    z.object({
      name: z.string().check(
        required("nameRequired"),
        z.refine((value) => VISIBLE_LETTER.test(value), failure("nameRequired")),
        z.maxLength(MAX_NAME, failure("nameTooLong")),
        z.refine((value) => !UNACCEPTABLE.test(value), failure("invalidCharacters")),
      ),
      email: z
        .string()
        .check(
          required("emailRequired"),
          z.maxLength(MAX_EMAIL, failure("emailTooLong")),
          z.regex(z.regexes.html5Email, failure("emailInvalid")),
        ),
      phone: z.pipe(
        z
          .string()
          .check(
            z.refine(
              (value) =>
                value === "" || (value.length <= MAX_PHONE_LENGTH && PHONE_PATTERN.test(value)),
              failure("phoneInvalid"),
            ),
          ),
        z.transform((value) => (value === "" ? null : withWesternDigits(value))),
      ),
      message: z.string().check(
        required("messageRequired"),
        z.maxLength(MAX_MESSAGE, failure("messageTooLong")),
        z.refine(
          (value) => !UNACCEPTABLE_BUT_LINE_BREAKS.test(value),
          failure("invalidCharacters"),
        ),
      ),
      // Only the box's own value or nothing: anything else was not sent by the form.
      topic: z.pipe(
        z
          .string()
          .check(
            z.refine(
              (value) => value === "" || (contactTopics as readonly string[]).includes(value),
              failure("topicInvalid"),
            ),
          ),
        z.transform((value): ContactTopic => (value === "complaint" ? "complaint" : "general")),
      ),
    }),
  );
}

export type ContactSubmission = z.output<ReturnType<typeof contactSchema>>;
export type ContactFieldErrors = Partial<Record<keyof ContactSubmission, Phrase>>;

/**
 * Which of the form's error texts a failed check names: the schema's messages are these keys,
 * and the words are looked up in the visitor's language, as phrases whose runs are markup.
 */
type ContactErrorKey = keyof ContactFormContent["errors"];

/** The first message for each field that failed, in the words given. */
export function fieldErrorsOf(
  error: z.core.$ZodError,
  words: ContactFormContent["errors"],
): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ContactSubmission | undefined;
    if (field && !errors[field]) errors[field] = words[issue.message as ContactErrorKey];
  }
  return errors;
}

/** The form's fields as they were posted, to give them back with an answer. */
export function submittedValues(form: FormData): ContactValues {
  return Object.fromEntries(
    postedFields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? typedText(value) : ""];
    }),
  ) as ContactValues;
}

/** What the action answers when a submission is not accepted: the input back, and why. */
export interface ContactActionData {
  values: ContactValues;
  errors: ContactFieldErrors;
  formError?: Phrase;
  /** Set in the browser when the server could not be reached at all. */
  unreachable?: true;
}
