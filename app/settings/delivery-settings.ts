/**
 * Where contact messages are delivered: SMTP_URL + CONTACT_INBOX + MAIL_FROM for email,
 * WEBHOOK_URL + WEBHOOK_SECRET for a signed webhook, DELIVERY_RETRY_MS for the first retry's
 * delay. Read and checked with every other setting (app/settings/settings.server.ts). See
 * docs/decisions/023-delivery-through-an-outbox.md.
 */
import type { DeliveryChannel } from "../messages/message-types";

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

/** The channels a configuration delivers on; each saved message gets a pending delivery on each. */
export function channelsOf(config: DeliveryConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (config.email) channels.push("email");
  if (config.webhook) channels.push("webhook");
  return channels;
}
