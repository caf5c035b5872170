import { data, redirect, type RouterContextProvider } from "react-router";
import { getHomeContent } from "~/content/pages.server";
import {
  type ContactActionData,
  contactSchema,
  fieldErrorsOf,
  submittedValues,
} from "./contact-schema";
import { planIds } from "~/content/catalog";
import { HONEYPOT_FIELD, PLAN_PARAM, SENT_PARAM, STATUS_ID } from "./contact-form-fields";
import { type Locale, localizedPath } from "../i18n/locale";
import { discardMessageStore, messageStore } from "./message-store.server";
import { submissionLimitContext } from "./submission-limit";
import { contactMetrics, countDatabaseError } from "../metrics/metrics.server";

/**
 * Handles a contact-form POST. A valid message is committed to the database before the visitor
 * is told it was sent, then the browser is sent to the page's success state (303), so a reload
 * does not send it twice. Anything else answers with the form, the visitor's input and the
 * reason, in the visitor's language: 400 invalid, 429 too many, 503 database unavailable
 * (for the messages or for the rate limit, which is counted in the same transaction).
 */
export async function handleContactSubmission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
) {
  // React Router hands every non-GET method to the action; the form only ever POSTs.
  if (request.method !== "POST") throw data(null, { status: 405 });
  const words = getHomeContent(locale).contact.form;
  const form = await request.formData().catch(() => new FormData());
  const values = submittedValues(form);
  const answer = (status: number, extra: Partial<ContactActionData>) =>
    data<ContactActionData>({ values, errors: {}, ...extra }, { status });
  const sent = redirect(`${localizedPath(locale, "/")}?${SENT_PARAM}=1#${STATUS_ID}`, 303);

  // A person never sees the honeypot; anything that fills it in is told "sent" and ignored.
  if (form.get(HONEYPOT_FIELD)) {
    contactMetrics.refused("spam");
    return sent;
  }

  const parsed = contactSchema(words.errors).safeParse(values);
  if (!parsed.success) {
    contactMetrics.refused("invalid");
    return answer(400, { errors: fieldErrorsOf(parsed.error), formError: words.errors.summary });
  }
  const unavailable = () => answer(503, { formError: words.errors.unavailable });
  let outcome;
  try {
    const store = await messageStore();
    // The limit is counted in the transaction that stores the message: only stored messages
    // count, and the same submission sent twice counts once.
    outcome = await store.submit(
      { ...parsed.data, plan: chosenPlan(form), locale, receivedAt: new Date().toISOString() },
      context.get(submissionLimitContext) ?? undefined,
    );
  } catch (error) {
    // A limit that cannot count lets nothing through unchecked, and refuses nothing for good.
    console.error(`Could not store a contact message: ${failure(error)}`);
    countDatabaseError("store");
    contactMetrics.refused("unavailable");
    discardMessageStore();
    return unavailable();
  }
  if (outcome.status === "limited") {
    contactMetrics.refused("rate_limited");
    return answer(429, { formError: words.errors.rateLimited });
  }
  contactMetrics.stored();
  return sent;
}

/**
 * What went wrong, without what the visitor wrote: a database error's detail can quote the
 * row it refused, so only its code and first line are logged.
 */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).split("\n")[0] ?? "";
  const { code } = error as { code?: unknown };
  const line = error.message.split("\n")[0] ?? "";
  return typeof code === "string" ? `${code}: ${line}` : line;
}

/** The plan the form names, if it is one of ours; anything else is left out, not stored. */
function chosenPlan(form: FormData): string | null {
  const plan = form.get(PLAN_PARAM);
  return planIds.find((id) => id === plan) ?? null;
}
