import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { ContactFormContent } from "../content/home";
import type { Phrase } from "../i18n/bidi";
import {
  type ContactField,
  postedFields,
  HONEYPOT_FIELD,
  TOPIC_FIELD,
  MAX_EMAIL,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_PHONE_LENGTH,
} from "../domain/contact-fields";
import {
  type ContactActionData,
  type ContactFieldErrors,
  contactSchema,
  fieldErrorsOf,
  PHONE_PATTERN_SOURCE,
  submittedValues,
} from "./contact-schema";
import { PLAN_PARAM } from "../site/contact-urls";
import { useHydrated } from "../document/use-hydrated";
import { sendContactMessage } from "./send-contact-message";
import { FormField } from "./form-field";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { ContactConfirmation } from "./contact-confirmation";

/** What the page's loader says about the form. */
export interface ContactPageState {
  /** Where the form posts without its script: the home page of its locale. */
  action: string;
  /** Where its script sends a message, to be answered in JSON. */
  endpoint: string;
  /** Whether the page is the one a stored message redirects to. */
  sent: boolean;
  /** The plan a visitor chose (its id), sent with the message for the care team; or "". */
  plan: string;
  /** The message to start from, naming the plan a visitor chose. */
  prefill: string;
  /** Whether the form opens marked as a complaint (a link from the complaints page). */
  complaint: boolean;
  /** On the thanks a plain post leads to: the stored message's reference, to say; or "". */
  reference: string;
  /** The form on the home page of its locale: where "send another message" leads. */
  formHref: string;
  /** The complaints procedure in the form's language, which the confirmation names. */
  complaintsHref: string;
}

interface ContactFormProps {
  words: ContactFormContent;
  page: ContactPageState;
  /** What the server answered to the last plain post, if it did not succeed. */
  result?: ContactActionData;
}

/**
 * The contact form. It is a plain POST form that works before and without JavaScript (the browser
 * checks required fields and the email format). As an island (docs/decisions/029-react-islands.md)
 * it checks with the same schema as the server, shows errors beside their fields, moves focus to
 * the first, sends without leaving the page, shows progress, refuses a second submission while one
 * is under way, and keeps the input when the network fails. A stored message replaces the form
 * with its confirmation, with or without the script; "send another" brings the form back empty.
 */
export function ContactForm({ words, page, result: pageResult }: ContactFormProps) {
  const { action, endpoint, prefill } = page;
  const hydrated = useHydrated();
  const schema = useMemo(() => contactSchema(), []);
  const [checkedErrors, setCheckedErrors] = useState<ContactFieldErrors | null>(null);
  // The server's answer to the last submission this form sent, or the page's own.
  const [result, setResult] = useState<ContactActionData | undefined>(pageResult);
  const [success, setSuccess] = useState(page.sent && !pageResult);
  // Whether a message was stored from this page: the form comes back empty, its heading focused.
  const [sentHere, setSentHere] = useState(false);
  // A form brought back after a message: nothing of the page's first state (input, plan, box).
  const [fresh, setFresh] = useState(page.sent && !pageResult);
  const [formAgain, setFormAgain] = useState(false);
  // The reference said with the thanks: the page's, then each sent message's own.
  const [reference, setReference] = useState(page.reference);
  const [submitting, setSubmitting] = useState(false);
  // Counts the answers that came back, so each set of errors moves focus anew.
  const [answers, setAnswers] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Set in the submit handler itself: a second click a few milliseconds after the first comes
  // before any re-render could tell it a submission is under way.
  const sending = useRef(false);

  const errors = checkedErrors ?? result?.errors ?? {};
  const formError = checkedErrors
    ? words.errors.summary
    : result?.unreachable
      ? words.errors.unreachable
      : result?.formError;
  const firstInvalid = postedFields.find((field) => errors[field]);

  useEffect(() => {
    if (!firstInvalid) return;
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`);
    field?.focus();
    // Focus scrolls a textarea only as far as its caret, which leaves the label above it under
    // the sticky header; the field itself scrolled into view keeps its scroll margin, and so
    // its label (app.css).
    field?.scrollIntoView({ block: "nearest" });
  }, [firstInvalid, checkedErrors, answers]);

  useEffect(() => {
    if (formAgain) formRef.current?.querySelector<HTMLElement>("input, textarea")?.focus();
  }, [formAgain]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setSuccess(false);
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = schema.safeParse(Object.fromEntries(data));
    if (!parsed.success) {
      setCheckedErrors(fieldErrorsOf(parsed.error, words.errors));
      return;
    }
    setCheckedErrors(null);
    sending.current = true;
    setSubmitting(true);
    const answer = await sendContactMessage(endpoint, data);
    sending.current = false;
    setSubmitting(false);
    setAnswers((count) => count + 1);
    if (answer.sent) {
      setResult(undefined);
      setSuccess(true);
      setSentHere(true);
      setFresh(true);
      setFormAgain(false);
      setReference(answer.reference);
      form.reset();
      // The address a plain post would have led to: reloading it shows the thanks again and
      // sends nothing.
      history.replaceState(history.state, "", answer.location);
      return;
    }
    setResult(answer.refused ?? { values: submittedValues(data), errors: {}, unreachable: true });
  }

  if (success) {
    return (
      <ContactConfirmation
        words={words}
        reference={reference}
        formHref={page.formHref}
        complaintsHref={page.complaintsHref}
        focusOnShow={sentHere}
        onAnother={
          hydrated
            ? () => {
                setSuccess(false);
                setFormAgain(true);
                history.replaceState(history.state, "", page.formHref);
              }
            : undefined
        }
      />
    );
  }

  const value = (field: ContactField) =>
    fresh ? "" : (pageResult?.values[field] ?? (field === "message" ? prefill : ""));
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    label: words.fields[name].label,
    error: errors[name],
  });
  const common = (name: ContactField) => ({
    name,
    placeholder: words.fields[name].placeholder,
    defaultValue: value(name),
    // Without JavaScript the browser focuses the first invalid field of the answered page.
    autoFocus: !hydrated && firstInvalid === name,
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-heading"
      className="space-y-5 rounded-2xl border border-line bg-surface p-6 sm:p-8"
    >
      <div>
        <h3 id="contact-form-heading" className="text-xl font-semibold text-brand-900">
          {words.heading}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{words.requiredNote}</p>
      </div>
      <div role="alert">
        {formError ? (
          <p className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
            <TextWithLtrRuns text={formError} />
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          {...field("name")}
          inputProps={{
            ...common("name"),
            type: "text",
            autoComplete: "name",
            required: true,
            maxLength: MAX_NAME,
          }}
        />
        <FormField
          {...field("email")}
          inputProps={{
            ...common("email"),
            type: "email",
            // Browsers lay out email and tel fields in the page's direction: on an Arabic
            // page "+971 50 123 4567" would show as "4567 123 50 971+".
            dir: "ltr",
            autoComplete: "email",
            required: true,
            maxLength: MAX_EMAIL,
          }}
        />
      </div>
      <FormField
        {...field("phone")}
        optionalLabel={words.optional}
        inputProps={{
          ...common("phone"),
          type: "tel",
          dir: "ltr",
          autoComplete: "tel",
          maxLength: MAX_PHONE_LENGTH,
          pattern: PHONE_PATTERN_SOURCE,
        }}
      />
      <FormField
        {...field("message")}
        multiline
        inputProps={{ ...common("message"), required: true, maxLength: MAX_MESSAGE }}
      />
      <ComplaintBox
        words={words.complaint}
        checked={pageResult ? pageResult.values.topic === "complaint" : page.complaint && !fresh}
        error={errors.topic}
      />
      {page.plan && !fresh ? <input type="hidden" name={PLAN_PARAM} value={page.plan} /> : null}
      <div aria-hidden="true" className="sr-only">
        <label>
          {words.honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-progress aria-disabled:opacity-80"
        >
          {submitting ? (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
            />
          ) : null}
          {submitting ? words.sending : words.submit}
        </button>
      </div>
    </form>
  );
}

interface ComplaintBoxProps {
  words: ContactFormContent["complaint"];
  checked: boolean;
  error?: Phrase;
}

/**
 * The box that marks a message as a complaint, with what that means under it. Unticked it sends
 * nothing; the page's state (a link from the complaints page, or the post a visitor is shown
 * again) decides whether it starts ticked.
 */
function ComplaintBox({ words, checked, error }: ComplaintBoxProps) {
  const id = `contact-${TOPIC_FIELD}`;
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name={TOPIC_FIELD}
        value="complaint"
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {words.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {words.hint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            <TextWithLtrRuns text={error} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
