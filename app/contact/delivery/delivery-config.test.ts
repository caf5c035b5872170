import { describe, expect, it } from "vitest";
import { configuredChannels, DeliveryConfigError, readDeliveryConfig } from "./delivery-config";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const email = {
  SMTP_URL: "smtp://care:hunter2@mail.example.com:587",
  CONTACT_INBOX: "care@sahabmobile.ae",
  MAIL_FROM: "website@sahabmobile.ae",
};

function errorOf(env: Record<string, string>): string {
  try {
    readDeliveryConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(DeliveryConfigError);
    return (error as Error).message;
  }
  throw new Error("No error");
}

describe("the delivery settings", () => {
  it("need nothing: messages are then only stored", () => {
    expect(readDeliveryConfig({})).toEqual({ retryMs: 30_000 });
    expect(configuredChannels({})).toEqual([]);
  });

  it("read both channels and the retry delay", () => {
    const env = { ...email, WEBHOOK_URL: "https://crm.example.com/hook", WEBHOOK_SECRET: SECRET };
    expect(readDeliveryConfig({ ...env, DELIVERY_RETRY_MS: "1000" })).toEqual({
      email: { smtpUrl: email.SMTP_URL, inbox: email.CONTACT_INBOX, from: email.MAIL_FROM },
      webhook: { url: env.WEBHOOK_URL, secret: SECRET },
      retryMs: 1000,
    });
    expect(configuredChannels(env)).toEqual(["email", "webhook"]);
  });

  it("name the variable that is wrong, and never print a password or a secret", () => {
    const cases: [Record<string, string>, string][] = [
      [{ SMTP_URL: email.SMTP_URL }, "SMTP_URL is set but CONTACT_INBOX is not."],
      [{ ...email, MAIL_FROM: "" }, "SMTP_URL is set but MAIL_FROM is not."],
      [
        { ...email, SMTP_URL: "mail.example.com:hunter2" },
        "SMTP_URL must be a smtp:// or smtps:// URL with a host.",
      ],
      [{ ...email, SMTP_URL: "smtp://care:hunter2@[bad" }, "SMTP_URL is not a valid URL."],
      [
        { ...email, CONTACT_INBOX: "a@b.ae, thief@evil.example" },
        "CONTACT_INBOX must be one email address, such as care@example.com.",
      ],
      [
        { CONTACT_INBOX: "care@sahabmobile.ae" },
        "CONTACT_INBOX or MAIL_FROM is set but SMTP_URL is not.",
      ],
      [
        { WEBHOOK_URL: "https://crm.example.com/hook" },
        "WEBHOOK_URL is set but WEBHOOK_SECRET is not.",
      ],
      [
        { WEBHOOK_URL: "https://crm.example.com/hook", WEBHOOK_SECRET: "hunter2" },
        "WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64.",
      ],
      [
        { WEBHOOK_URL: "ftp://crm.example.com", WEBHOOK_SECRET: SECRET },
        "WEBHOOK_URL must be a https:// or http:// URL with a host.",
      ],
      [{ WEBHOOK_SECRET: SECRET }, "WEBHOOK_SECRET is set but WEBHOOK_URL is not."],
      [
        { DELIVERY_RETRY_MS: "soon" },
        "DELIVERY_RETRY_MS must be a whole number of milliseconds, from 1 to 3600000.",
      ],
    ];
    for (const [env, message] of cases) {
      const error = errorOf(env);
      expect(error).toBe(message);
      expect(error).not.toMatch(/hunter2|whsec_M/);
    }
  });
});
