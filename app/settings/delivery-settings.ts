/**
 * Where contact messages and sign-up requests are delivered: SMTP_URL + CONTACT_INBOX +
 * MAIL_FROM for email (SALES_INBOX, if set, for sign-ups), WEBHOOK_URL + WEBHOOK_SECRET for a
 * signed webhook, DELIVERY_RETRY_MS for the first retry's delay. Read and checked with every
 * other setting (settings.server.ts), whose room owns their shape: the contact feature's
 * deliverers take them from here. See docs/decisions/023-delivery-through-an-outbox.md.
 */
import type { MessageKind } from "../domain/signup";

/** An RFC 5322 mailbox: an address, and the name a mail client shows for it (maybe empty). */
export interface Mailbox {
  name: string;
  address: string;
}

export interface EmailSettings {
  smtpUrl: string;
  /** The care team's mailbox: every contact message. */
  inbox: Mailbox;
  /** The sales team's mailbox: every sign-up request (SALES_INBOX, else the care team's). */
  salesInbox: Mailbox;
  /** The site's sender, of every mail: to a team and to a visitor. */
  from: Mailbox;
}

export interface WebhookSettings {
  url: string;
  secret: string;
}

export interface DeliveryConfig {
  email?: EmailSettings;
  webhook?: WebhookSettings;
  /** The delay before the first retry; later ones double, with jitter, up to an hour. */
  retryMs: number;
}

/**
 * Where a message is sent: a team's mailbox, a helpdesk's webhook, and for a sign-up request
 * the visitor's own mailbox, with a confirmation of what they asked for (over the same SMTP).
 */
export type DeliveryChannel = "email" | "webhook" | "confirmation";
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ["email", "webhook", "confirmation"];

/**
 * The channels each kind of message goes out on, where configured: no confirmation of a contact
 * message (docs/decisions/101-sign-up-requests-beside-contact-messages.md).
 */
const KIND_CHANNELS: Record<MessageKind, readonly DeliveryChannel[]> = {
  contact: ["email", "webhook"],
  signup: ["email", "webhook", "confirmation"],
};

/** Of the `configured` channels, those a message of `kind` is queued on. */
export function channelsOfKind(
  kind: MessageKind,
  configured: readonly DeliveryChannel[],
): DeliveryChannel[] {
  return configured.filter((channel) => KIND_CHANNELS[kind].includes(channel));
}
