import { data, type RouterContextProvider } from "react-router";
import { contactContext } from "./contact-context";
import { HONEYPOT_FIELD } from "../domain/contact-fields";
import {
  type ContactActionData,
  contactSchema,
  fieldErrorsOf,
  submittedValues,
} from "./contact-schema";
import { PLAN_PARAM } from "../site/contact-urls";
import { newReference } from "./message-reference";
import { planIds } from "../domain/catalog";
import { wordsOf } from "../content/words.server";
import type { Locale } from "../i18n/locale";
import { logContext } from "../log";
import { contactMetrics, countDatabaseError } from "../metrics/metrics.server";

/**
 * What came of a submission, for the route to answer as its client expects (a redirect for a
 * plain post, JSON for the form's script): sent, or refused with a status, the visitor's input
 * and why.
 */
export type ContactOutcome =
  | {
      sent: true;
      /** The stored message's reference, to give the visitor (`7KCM-HX3R`). */
      reference: string;
    }
  | {
      sent: false;
      /** 400 invalid, 429 too many from this client, 503 the database cannot store it now. */
      status: 400 | 429 | 503;
      /** The input back, the errors beside their fields and the form's own message. */
      refused: ContactActionData;
    };

/**
 * The posted form. React Router hands every method but GET to an action, and the form only
 * ever posts: anything else is a 405.
 */
export async function postedContactForm(request: Request): Promise<FormData> {
  if (request.method !== "POST") throw data(null, { status: 405 });
  return request.formData().catch(() => new FormData());
}

/**
 * Handles a contact form. A valid message is committed to the database (with the client's
 * place in the rate limit, counted in the same transaction) before the outcome says it was
 * sent. Anything else is refused with the visitor's input and the reason, in the visitor's
 * language.
 */
export async function submitContactForm(
  form: FormData,
  { locale, context }: { locale: Locale; context: Readonly<RouterContextProvider> },
): Promise<ContactOutcome> {
  const words = wordsOf(locale, "home").contact.form;
  const values = submittedValues(form);
  const refuse = (status: 400 | 429 | 503, why: Partial<ContactActionData>): ContactOutcome => ({
    sent: false,
    status,
    refused: { values, errors: {}, ...why },
  });

  // A person never sees the honeypot; anything that fills it in is told "sent" and ignored.
  // It gets a reference like any other, one that names nothing, so its answer gives nothing away.
  if (form.get(HONEYPOT_FIELD)) {
    contactMetrics.refused("spam");
    return { sent: true, reference: newReference() };
  }

  const parsed = contactSchema().safeParse(values);
  if (!parsed.success) {
    contactMetrics.refused("invalid");
    return refuse(400, {
      errors: fieldErrorsOf(parsed.error, words.errors),
      formError: words.errors.summary,
    });
  }
  // The process's one set of contact queries and this client's limit: the server puts them in
  // every request's context (server/app.ts) from the contact feature it made once for the
  // process (`contactFeature`, contact.server.ts); a test puts its own.
  const { messages, limit } = context.get(contactContext);
  let outcome;
  try {
    const message = {
      ...parsed.data,
      plan: chosenPlan(form),
      locale,
      receivedAt: new Date().toISOString(),
    };
    outcome = await messages.run((queries) => queries.submit(message, limit ?? undefined));
  } catch (error) {
    // A limit that cannot count lets nothing through unchecked, and refuses nothing for good.
    context.get(logContext).error(`Could not store a contact message: ${failure(error)}`);
    countDatabaseError("store");
    contactMetrics.refused("unavailable");
    return refuse(503, { formError: words.errors.unavailable });
  }
  if (outcome.status === "limited") {
    contactMetrics.refused("rate_limited");
    return refuse(429, { formError: words.errors.rateLimited });
  }
  contactMetrics.stored();
  return { sent: true, reference: outcome.message.reference };
}

/**
 * What went wrong, without what the visitor wrote: a database error's detail can quote the
 * row it refused, so only its code and first line are logged.
 */
export function failure(error: unknown): string {
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
