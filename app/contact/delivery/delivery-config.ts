/**
 * Where contact messages are delivered, read from the environment:
 * SMTP_URL + CONTACT_INBOX + MAIL_FROM for email, WEBHOOK_URL + WEBHOOK_SECRET for a signed
 * webhook, DELIVERY_RETRY_MS for the first retry's delay. See
 * docs/decisions/023-delivery-through-an-outbox.md.
 */
import type { DeliveryChannel } from "../messages/message-store";

export interface EmailSettings {
  smtpUrl: string;
  inbox: string;
  from: string;
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

/** A setting that cannot work. The message names the variable and never its value. */
export class DeliveryConfigError extends Error {}

type Env = Record<string, string | undefined>;

const set = (value: string | undefined): value is string => (value ?? "").trim() !== "";

/** The channels the environment sets up; `readDeliveryConfig` checks they are valid. */
export function configuredChannels(env: Env = process.env): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (set(env.SMTP_URL)) channels.push("email");
  if (set(env.WEBHOOK_URL)) channels.push("webhook");
  return channels;
}

/** One address, nothing more: no display name, no list, no line break. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

function url(name: string, value: string, protocols: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new DeliveryConfigError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(parsed.protocol) || parsed.hostname === "") {
    const allowed = protocols.map((protocol) => `${protocol}//`).join(" or ");
    throw new DeliveryConfigError(`${name} must be a ${allowed} URL with a host.`);
  }
  return parsed;
}

function address(name: string, value: string | undefined, because: string): string {
  if (!set(value)) throw new DeliveryConfigError(`${because} ${name} is not.`);
  if (!SINGLE_ADDRESS.test(value.trim())) {
    throw new DeliveryConfigError(`${name} must be one email address, such as care@example.com.`);
  }
  return value.trim();
}

/** Reads and checks the delivery settings; throws DeliveryConfigError naming the variable. */
export function readDeliveryConfig(env: Env = process.env): DeliveryConfig {
  const config: DeliveryConfig = { retryMs: 30_000 };
  if (set(env.DELIVERY_RETRY_MS)) {
    const retryMs = Number(env.DELIVERY_RETRY_MS);
    if (!Number.isInteger(retryMs) || retryMs < 1 || retryMs > 3_600_000) {
      throw new DeliveryConfigError(
        "DELIVERY_RETRY_MS must be a whole number of milliseconds, from 1 to 3600000.",
      );
    }
    config.retryMs = retryMs;
  }
  if (set(env.SMTP_URL)) {
    url("SMTP_URL", env.SMTP_URL.trim(), ["smtp:", "smtps:"]);
    config.email = {
      smtpUrl: env.SMTP_URL.trim(),
      inbox: address("CONTACT_INBOX", env.CONTACT_INBOX, "SMTP_URL is set but"),
      from: address("MAIL_FROM", env.MAIL_FROM, "SMTP_URL is set but"),
    };
  } else if (set(env.CONTACT_INBOX) || set(env.MAIL_FROM)) {
    throw new DeliveryConfigError("CONTACT_INBOX or MAIL_FROM is set but SMTP_URL is not.");
  }
  if (set(env.WEBHOOK_URL)) {
    url("WEBHOOK_URL", env.WEBHOOK_URL.trim(), ["https:", "http:"]);
    const secret = env.WEBHOOK_SECRET?.trim();
    if (!set(secret))
      throw new DeliveryConfigError("WEBHOOK_URL is set but WEBHOOK_SECRET is not.");
    if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)) {
      throw new DeliveryConfigError(
        "WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64.",
      );
    }
    config.webhook = { url: env.WEBHOOK_URL.trim(), secret };
  } else if (set(env.WEBHOOK_SECRET)) {
    throw new DeliveryConfigError("WEBHOOK_SECRET is set but WEBHOOK_URL is not.");
  }
  return config;
}
