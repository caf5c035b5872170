import { describe, expect, it } from "vitest";
import { problemWith } from "../../tests/support/settings-problem";
import { parseSettings } from "./settings.server";

describe("the delivery settings", () => {
  const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  const email = {
    SMTP_URL: "smtp://care:hunter2@mail.example.com:587",
    CONTACT_INBOX: "care@sahabmobile.ae",
    MAIL_FROM: "website@sahabmobile.ae",
  };

  it("need nothing: messages are then only stored, and blank counts as unset", () => {
    expect(parseSettings({}).delivery).toEqual({ retryMs: 30_000 });
    expect(parseSettings({ SMTP_URL: " ", WEBHOOK_URL: "" }).delivery).toEqual({
      retryMs: 30_000,
    });
  });

  it("take requireTLS=true and a percent-encoded password in SMTP_URL", () => {
    const smtpUrl = "smtp://care:hun%40ter%252@mail.example.com:587?requireTLS=true";
    expect(parseSettings({ ...email, SMTP_URL: smtpUrl }).delivery.email?.smtpUrl).toBe(smtpUrl);
  });

  it("email sign-up requests to SALES_INBOX, or to the care team's mailbox when it is unset", () => {
    const sales = { name: "Sales", address: "sales@sahabmobile.ae" };
    const care = { name: "", address: "care@sahabmobile.ae" };
    expect(
      parseSettings({ ...email, SALES_INBOX: "Sales <sales@sahabmobile.ae>" }).delivery.email,
    ).toMatchObject({ inbox: care, salesInbox: sales });
    expect(parseSettings(email).delivery.email).toMatchObject({ inbox: care, salesInbox: care });
    expect(parseSettings({ ...email, SALES_INBOX: " " }).delivery.email?.salesInbox).toEqual(care);
  });

  it("take a mailbox with or without a display name, as nodemailer does", () => {
    for (const [value, mailbox] of [
      ["care@sahabmobile.ae", { name: "", address: "care@sahabmobile.ae" }],
      ["<care@sahabmobile.ae>", { name: "", address: "care@sahabmobile.ae" }],
      ["Care team <care@sahabmobile.ae>", { name: "Care team", address: "care@sahabmobile.ae" }],
      [
        '"Care, Team" <care@sahabmobile.ae>',
        { name: "Care, Team", address: "care@sahabmobile.ae" },
      ],
      [
        "فريق العناية <care@sahabmobile.ae>",
        { name: "فريق العناية", address: "care@sahabmobile.ae" },
      ],
    ] as const) {
      const { delivery } = parseSettings({ ...email, MAIL_FROM: value, CONTACT_INBOX: value });
      expect(delivery.email?.from, value).toEqual(mailbox);
      expect(delivery.email?.inbox, value).toEqual(mailbox);
    }
  });

  it("name the variable that is wrong, and never print a password or a secret", () => {
    const mailbox =
      "must be one mailbox: an address such as care@example.com, or a name and an address such as Sahab Mobile <care@example.com>.";
    const cases: [Record<string, string | undefined>, string][] = [
      [{ SMTP_URL: email.SMTP_URL }, "SMTP_URL is set but CONTACT_INBOX is not."],
      [{ ...email, MAIL_FROM: "" }, "SMTP_URL is set but MAIL_FROM is not."],
      [
        { ...email, SMTP_URL: "mail.example.com:hunter2" },
        "SMTP_URL must be a smtp:// or smtps:// URL with a host.",
      ],
      [{ ...email, SMTP_URL: "smtp://care:hunter2@[bad" }, "SMTP_URL is not a valid URL."],
      // nodemailer would take each as a transport setting, or send the password's % as it is.
      [
        { ...email, SMTP_URL: `${email.SMTP_URL}?pool=false&logger=true&requireTLS=true` },
        'SMTP_URL takes no query option but requireTLS=true (it has "pool", "logger").',
      ],
      [
        { ...email, SMTP_URL: `${email.SMTP_URL}?requireTLS=false` },
        'SMTP_URL takes no query option but requireTLS=true (it has "requireTLS").',
      ],
      [
        { ...email, SMTP_URL: "smtp://care:hunter2%zz@mail.example.com" },
        "SMTP_URL has a % that starts no percent-encoded character: write a % in a user name or password as %25 (and @ as %40, : as %3A).",
      ],
      // fetch refuses such a URL: every delivery would fail, and be tried again, for ever.
      [
        { WEBHOOK_URL: "http://user:hunter2@crm.example.com/hook", WEBHOOK_SECRET: SECRET },
        "WEBHOOK_URL must not hold a user name or password (fetch refuses such a URL): the receiver knows the sender by the signature made with WEBHOOK_SECRET.",
      ],
      [
        { WEBHOOK_URL: "https://hunter2@crm.example.com/hook", WEBHOOK_SECRET: SECRET },
        "WEBHOOK_URL must not hold a user name or password (fetch refuses such a URL): the receiver knows the sender by the signature made with WEBHOOK_SECRET.",
      ],
      [{ ...email, CONTACT_INBOX: "a@b.ae, thief@evil.example" }, `CONTACT_INBOX ${mailbox}`],
      [{ ...email, CONTACT_INBOX: "Team: a@b.ae;" }, `CONTACT_INBOX ${mailbox}`],
      [{ ...email, SALES_INBOX: "sales@b.ae; thief@evil.example" }, `SALES_INBOX ${mailbox}`],
      [{ ...email, SALES_INBOX: "Sales team" }, `SALES_INBOX ${mailbox}`],
      [
        { SALES_INBOX: "sales@sahabmobile.ae" },
        "SALES_INBOX is set but SMTP_URL is not: sign-ups are emailed over SMTP.",
      ],
      [{ ...email, MAIL_FROM: "Website <website>" }, `MAIL_FROM ${mailbox}`],
      [{ ...email, MAIL_FROM: "just words" }, `MAIL_FROM ${mailbox}`],
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
      // Passes a pattern, but its base64 cannot be decoded: the signer would fail on the first
      // message instead.
      [
        { WEBHOOK_URL: "https://crm.example.com/hook", WEBHOOK_SECRET: "whsec_abc" },
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
      [
        { DELIVERY_RETRY_MS: "" },
        "DELIVERY_RETRY_MS must be a whole number of milliseconds, from 1 to 3600000.",
      ],
    ];
    for (const [env, message] of cases) {
      const line = problemWith(env);
      expect(line, JSON.stringify(env)).toBe(message);
      expect(line).not.toMatch(/hunter2|whsec_M/);
    }
  });
});
