/**
 * Delivers a contact message or a sign-up request to a helpdesk or CRM as a signed webhook,
 * following Standard Webhooks: the message's uuid is the `webhook-id` on every attempt, so the
 * receiver can recognise a repeat; the signature covers the id, the attempt's timestamp and the
 * body.
 */
import { Webhook } from "standardwebhooks";
import type { WebhookSettings } from "../../settings/delivery-settings";
import type { Sender } from "./sender";
import type { StoredContactMessage } from "../messages/message-types";
import type { MessageKind } from "../../domain/signup";

const SEND_TIMEOUT_MS = 15_000;

/** The event type each kind of message is sent as, so a receiver routes them apart. */
export const WEBHOOK_EVENTS: Record<MessageKind, string> = {
  contact: "contact.message.received",
  signup: "signup.requested",
};

export function webhookPayload(message: StoredContactMessage, now: Date): string {
  // A contact message's event is as it always was; a sign-up's adds its kind and choices.
  const signup = message.kind === "signup" ? { kind: message.kind, signup: message.signup } : {};
  return JSON.stringify({
    type: WEBHOOK_EVENTS[message.kind],
    timestamp: now.toISOString(),
    data: {
      id: message.uuid,
      reference: message.reference,
      topic: message.topic,
      receivedAt: message.receivedAt,
      locale: message.locale,
      plan: message.plan,
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      ...signup,
    },
  });
}

/** Retrying helps only when the receiver was busy or down: 408, 429 and 5xx. */
const temporary = (status: number) => status === 408 || status === 429 || status >= 500;

function networkError(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timeout";
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === "object" && "code" in cause) return String(cause.code);
  return "network error";
}

export function webhookSender(settings: WebhookSettings): { send: Sender; close: () => void } {
  const signer = new Webhook(settings.secret);
  return {
    async send(message) {
      const now = new Date();
      const body = webhookPayload(message, now);
      try {
        const response = await fetch(settings.url, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/json",
            "webhook-id": message.uuid,
            "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
            "webhook-signature": signer.sign(message.uuid, now, body),
          },
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return { ok: true };
        const { status } = response;
        return { ok: false, permanent: !temporary(status), error: `HTTP ${status}` };
      } catch (error) {
        return { ok: false, permanent: false, error: networkError(error) };
      }
    },
    close: () => undefined,
  };
}
