/**
 * Where contact messages are delivered: SMTP_URL + CONTACT_INBOX + MAIL_FROM for email,
 * WEBHOOK_URL + WEBHOOK_SECRET for a signed webhook, DELIVERY_RETRY_MS for the first retry's
 * delay. Read and checked with every other setting (settings.server.ts), whose room owns their
 * shape: the contact feature's deliverers take them from here. See
 * docs/decisions/023-delivery-through-an-outbox.md.
 */

/** An RFC 5322 mailbox: an address, and the name a mail client shows for it (maybe empty). */
export interface Mailbox {
  name: string;
  address: string;
}

export interface EmailSettings {
  smtpUrl: string;
  inbox: Mailbox;
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

/** Where a message is sent: the care team's mailbox, a helpdesk's webhook; one setting each. */
export type DeliveryChannel = "email" | "webhook";
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ["email", "webhook"];
