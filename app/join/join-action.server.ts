/**
 * The join form's post: a question asked first (the nearest stores, whether a phone takes an
 * eSIM), answered by the form again, or a request sent, stored through the contact feature's
 * queries beside the contact messages, in one transaction with the client's place in the
 * form's rate limit, and delivered to the sales team through the same outbox.
 */
import { data, type RouterContextProvider } from "react-router";
import { contactContext } from "../contact/contact-context";
import { newReference } from "../contact/message-reference";
import { wordsOf } from "../content/words.server";
import { HONEYPOT_FIELD } from "../domain/contact-fields";
import type { Locale } from "../i18n/locale";
import { logContext } from "../log";
import { contactMetrics, countDatabaseError } from "../metrics/metrics.server";
import { stores } from "../stores/stores";
import { joinConfirmationPath } from "../site/join-urls";
import { deviceVerdict } from "./device-verdict";
import { type JoinFormView, joinFormView } from "./join-view.server";
import { intentOf, joinValuesOf, readSignup } from "./signup-form.server";

/** The posted form; the form only ever posts, so anything else is a 405. */
export async function postedJoinForm(request: Request): Promise<FormData> {
  if (request.method !== "POST") throw data(null, { status: 405 });
  return request.formData().catch(() => new FormData());
}

/**
 * The form again with the answer to its question, when the post asked one rather than sending
 * the request; undefined for a request sent. Nothing is stored or checked beyond the question.
 */
export function askJoinForm(form: FormData, locale: Locale): JoinFormView | undefined {
  const intent = intentOf(form);
  if (intent === "send") return undefined;
  const values = joinValuesOf(form);
  const now = Date.now();
  if (intent === "check" && values.device !== "") {
    return joinFormView(locale, { values, now, answers: { device: deviceVerdict(values.device) } });
  }
  return joinFormView(locale, { values, now });
}

/** What came of a request sent: stored, with the confirmation's address; or refused, and why. */
export type JoinOutcome =
  | { sent: true; location: string }
  | { sent: false; status: 400 | 429 | 503; refused: JoinFormView };

/** Sends a request: checked, then stored before it is said to be sent. */
export async function submitJoinForm(
  form: FormData,
  { locale, context }: { locale: Locale; context: Readonly<RouterContextProvider> },
): Promise<JoinOutcome> {
  const words = wordsOf(locale, "join").errors;
  const values = joinValuesOf(form);
  const now = Date.now();
  const reading = readSignup(values, {
    now,
    storeIds: stores.map((store) => store.id),
    device: deviceVerdict,
  });
  const refuse = (
    status: 400 | 429 | 503,
    why: Parameters<typeof joinFormView>[1],
  ): JoinOutcome => ({ sent: false, status, refused: joinFormView(locale, why) });

  if (!reading.ok) {
    contactMetrics.refused("invalid", "signup");
    return refuse(400, { values, errors: reading.errors, now });
  }

  // A person never sees the honeypot: a request that fills it in is told "sent" with a
  // reference like any other, one that names nothing, and nothing is kept.
  if (form.get(HONEYPOT_FIELD)) {
    contactMetrics.refused("spam", "signup");
    return { sent: true, location: joinConfirmationPath(locale, newReference(), reading.signup) };
  }

  const { messages, limit } = context.get(contactContext);
  let outcome;
  try {
    outcome = await messages.run((queries) =>
      queries.submit(
        {
          kind: "signup",
          signup: reading.signup,
          plan: reading.signup.plan,
          name: reading.name,
          email: reading.email,
          phone: reading.phone,
          message: "",
          topic: "general",
          locale,
          receivedAt: new Date(now).toISOString(),
        },
        limit ?? undefined,
      ),
    );
  } catch (error) {
    context.get(logContext).error(`Could not store a sign-up request: ${failure(error)}`);
    countDatabaseError("store");
    contactMetrics.refused("unavailable", "signup");
    return refuse(503, { values, formError: words.unavailable, now });
  }
  if (outcome.status === "limited") {
    contactMetrics.refused("rate_limited", "signup");
    return refuse(429, { values, formError: words.rateLimited, now });
  }
  contactMetrics.stored("signup");
  const { message } = outcome;
  const emailed = message.deliveries.some((delivery) => delivery.channel === "confirmation");
  const location = joinConfirmationPath(locale, message.reference, reading.signup);
  return { sent: true, location: emailed ? withEmailed(location) : location };
}

/** The confirmation's address, saying a copy went to the visitor's email. */
function withEmailed(location: string): string {
  const [path = "", fragment = ""] = location.split("#");
  return `${path}&emailed=1#${fragment}`;
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
