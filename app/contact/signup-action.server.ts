/**
 * A sign-up request, already checked by the join form's rules, stored as a message of its own
 * kind: in the same transaction as the client's place in the form's rate limit, with its
 * deliveries to the sales team (and the visitor's confirmation) queued in the same outbox, so
 * it reaches a person whatever fails on the way, as a contact message does.
 */
import type { RouterContextProvider } from "react-router";
import type { SignupDetails } from "../domain/signup";
import type { Locale } from "../i18n/locale";
import { logContext } from "../log";
import { contactMetrics, countDatabaseError } from "../metrics/metrics.server";
import { contactContext } from "./contact-context";
import { failure } from "./contact-action.server";
import { newReference } from "./message-reference";

/** What the visitor asked for and who they are, as the join form's rules read them. */
export interface SignupRequest {
  signup: SignupDetails;
  name: string;
  email: string;
  phone: string;
}

/** What came of storing it: its reference, and whether its confirmation goes by email too. */
export type SignupStored =
  | { stored: true; reference: string; emailed: boolean }
  | { stored: false; status: 429; reason: "rateLimited" }
  | { stored: false; status: 503; reason: "unavailable" };

/**
 * Stores a request before it is said to be sent. One that filled in the honeypot is told
 * "sent" with a reference like any other, one that names nothing, and nothing is kept.
 */
export async function storeSignupRequest(
  request: SignupRequest,
  {
    locale,
    context,
    honeypot,
  }: { locale: Locale; context: Readonly<RouterContextProvider>; honeypot: boolean },
): Promise<SignupStored> {
  if (honeypot) {
    contactMetrics.refused("spam", "signup");
    return { stored: true, reference: newReference(), emailed: false };
  }
  const { messages, limit } = context.get(contactContext);
  let outcome;
  try {
    outcome = await messages.run((queries) =>
      queries.submit(
        {
          kind: "signup",
          ...request,
          message: "",
          locale,
          receivedAt: new Date().toISOString(),
        },
        limit ?? undefined,
      ),
    );
  } catch (error) {
    context.get(logContext).error(`Could not store a sign-up request: ${failure(error)}`);
    countDatabaseError("store");
    contactMetrics.refused("unavailable", "signup");
    return { stored: false, status: 503, reason: "unavailable" };
  }
  if (outcome.status === "limited") {
    contactMetrics.refused("rate_limited", "signup");
    return { stored: false, status: 429, reason: "rateLimited" };
  }
  contactMetrics.stored("signup");
  const { message } = outcome;
  return {
    stored: true,
    reference: message.reference,
    emailed: message.deliveries.some(({ channel }) => channel === "confirmation"),
  };
}
