import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRUSTED_PROXIES,
  parseDatabaseTarget,
  parseSettings,
  PROCESSES_PER_CORE,
  SettingsError,
  siteUrlProblem,
} from "./settings.server";

type Env = Record<string, string | undefined>;

/** The one line a start would stop with; fails the test when the settings are accepted. */
function problemWith(env: Env): string {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe("the server's settings", () => {
  it("need nothing: every variable has a default", () => {
    expect(parseSettings({})).toEqual({
      host: "127.0.0.1",
      port: 3000,
      processes: os.availableParallelism(),
      database: { engine: "sqlite", dataDir: path.resolve("data") },
      contactRateLimit: 5,
      delivery: { retryMs: 30_000 },
      trustProxy: DEFAULT_TRUSTED_PROXIES,
      hsts: true,
      logLevel: "info",
    });
  });

  it("read every variable of the README's table", () => {
    const env = {
      HOST: "::",
      PORT: "8080",
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://site:pw@db.internal:5432/contact",
      CONTACT_RATE_LIMIT: "10",
      SMTP_URL: "smtps://care:hunter2@mail.example.com",
      CONTACT_INBOX: "Care team <care@sahabmobile.ae>",
      MAIL_FROM: "Sahab Mobile website <web@sahabmobile.ae>",
      WEBHOOK_URL: "https://crm.example.com/hook",
      WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      DELIVERY_RETRY_MS: "1000",
      TRUST_PROXY: "10.0.0.0/8",
      HSTS: "OFF",
      LOG_LEVEL: "warn",
    };
    expect(parseSettings(env)).toEqual({
      host: "::",
      port: 8080,
      processes: 2,
      database: { engine: "postgres", url: env.DATABASE_URL },
      contactRateLimit: 10,
      delivery: {
        email: {
          smtpUrl: env.SMTP_URL,
          inbox: { name: "Care team", address: "care@sahabmobile.ae" },
          from: { name: "Sahab Mobile website", address: "web@sahabmobile.ae" },
        },
        webhook: { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET },
        retryMs: 1000,
      },
      trustProxy: "10.0.0.0/8",
      hsts: false,
      logLevel: "warn",
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "99999"],
    ["PORT", "-1"],
    ["PORT", "3303.5"],
    ["PORT", "0"],
    ["PORT", ""],
    ["HOST", ""],
    ["HOST", "not a host"],
    ["HOST", "http://example.com"],
    ["WEB_CONCURRENCY", "abc"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", String(PROCESSES_PER_CORE * os.availableParallelism() + 1)],
    ["WEB_CONCURRENCY", "1000"],
    ["WEB_CONCURRENCY", ""],
    ["HSTS", "no"],
    ["HSTS", ""],
    ["LOG_LEVEL", "verbose"],
    ["LOG_LEVEL", "INFO"],
    ["LOG_LEVEL", ""],
    ["CONTACT_RATE_LIMIT", ""],
    ["CONTACT_RATE_LIMIT", " "],
    ["CONTACT_RATE_LIMIT", "0"],
    ["CONTACT_RATE_LIMIT", "2.5"],
    ["CONTACT_RATE_LIMIT", "1e3"],
    ["CONTACT_RATE_LIMIT", "5 "],
    ["CONTACT_RATE_LIMIT", "99999999999999999999"],
    ["TRUST_PROXY", ""],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.1/8/2"],
    ["TRUST_PROXY", "proxy.local"],
  ])("refuse %s=%j in one line that names it and its value", (name, value) => {
    const line = problemWith({ [name]: value });
    expect(line).toMatch(new RegExp(`^${name} must be`));
    expect(line).toContain(JSON.stringify(value));
    expect(line).not.toContain("\n");
  });

  it("refuse an empty DATA_DIR rather than use the working folder", () => {
    expect(problemWith({ DATA_DIR: "" })).toBe("DATA_DIR must name a folder (it is empty).");
    expect(parseSettings({ DATA_DIR: "srv/data" }).database).toEqual({
      engine: "sqlite",
      dataDir: path.resolve("srv/data"),
    });
  });

  it("take a port, a host and a number of processes within bounds", () => {
    expect(parseSettings({ PORT: "1", HOST: "localhost", WEB_CONCURRENCY: "1" })).toMatchObject({
      port: 1,
      host: "localhost",
      processes: 1,
    });
    const most = PROCESSES_PER_CORE * os.availableParallelism();
    expect(parseSettings({ PORT: "65535", WEB_CONCURRENCY: String(most) })).toMatchObject({
      port: 65535,
      processes: most,
    });
    expect(parseSettings({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(parseSettings({ HOST: "web-1.internal" }).host).toBe("web-1.internal");
  });

  it("take HSTS on or off in any case, and every pino level", () => {
    for (const [value, hsts] of [
      ["on", true],
      ["ON", true],
      ["off", false],
      ["Off", false],
    ] as const) {
      expect(parseSettings({ HSTS: value }).hsts, value).toBe(hsts);
    }
    for (const level of ["trace", "debug", "info", "warn", "error", "fatal", "silent"]) {
      expect(parseSettings({ LOG_LEVEL: level }).logLevel).toBe(level);
    }
  });

  it("take a hop count, or a list of addresses, subnets and named ranges, as the proxies", () => {
    expect(parseSettings({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    expect(parseSettings({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseSettings({ TRUST_PROXY: "loopback,10.1.0.0/16, 2001:db8::/32" }).trustProxy).toBe(
      "loopback, 10.1.0.0/16, 2001:db8::/32",
    );
  });

  it("list every problem at once, still on one line", () => {
    const line = problemWith({ PORT: "abc", HSTS: "no", LOG_LEVEL: "loud" });
    expect(line).toMatch(/PORT must be .* HSTS must be .* LOG_LEVEL must be/);
    expect(line).not.toContain("\n");
  });
});

describe("DATABASE_URL", () => {
  it("chooses SQLite under DATA_DIR when unset or empty, PostgreSQL when set", () => {
    expect(parseDatabaseTarget({ DATA_DIR: "/srv/data" })).toEqual({
      engine: "sqlite",
      dataDir: "/srv/data",
    });
    expect(parseDatabaseTarget({ DATA_DIR: "/srv/data", DATABASE_URL: "" })).toEqual({
      engine: "sqlite",
      dataDir: "/srv/data",
    });
    const url = "postgresql://site:pw@db.internal:5432/contact";
    expect(parseDatabaseTarget({ DATABASE_URL: url })).toEqual({ engine: "postgres", url });
  });

  it.each([
    ["not a url:s3cret@", /^DATABASE_URL is not a URL/],
    [
      "mysql://site:s3cret@db/contact",
      /must start with postgres:\/\/ \(it starts with mysql:\/\/\)/,
    ],
    ["postgres://site:s3cret@db.internal", /must name a host and a database/],
  ])("refuses %s in one sentence that never repeats it", (value, reason) => {
    const line = problemWith({ DATABASE_URL: value });
    expect(line).toMatch(reason);
    expect(line).not.toContain("s3cret");
    expect(() => parseDatabaseTarget({ DATABASE_URL: value })).toThrow(SettingsError);
  });

  it("is all the messages command reads: another variable that is wrong does not stop it", () => {
    expect(parseDatabaseTarget({ DATA_DIR: "/srv/data", PORT: "abc" })).toEqual({
      engine: "sqlite",
      dataDir: "/srv/data",
    });
  });
});

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
    const cases: [Env, string][] = [
      [{ SMTP_URL: email.SMTP_URL }, "SMTP_URL is set but CONTACT_INBOX is not."],
      [{ ...email, MAIL_FROM: "" }, "SMTP_URL is set but MAIL_FROM is not."],
      [
        { ...email, SMTP_URL: "mail.example.com:hunter2" },
        "SMTP_URL must be a smtp:// or smtps:// URL with a host.",
      ],
      [{ ...email, SMTP_URL: "smtp://care:hunter2@[bad" }, "SMTP_URL is not a valid URL."],
      [{ ...email, CONTACT_INBOX: "a@b.ae, thief@evil.example" }, `CONTACT_INBOX ${mailbox}`],
      [{ ...email, CONTACT_INBOX: "Team: a@b.ae;" }, `CONTACT_INBOX ${mailbox}`],
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

describe("SITE_URL, read by the build", () => {
  it("is an origin, with no path", () => {
    for (const value of [
      undefined,
      "https://www.sahabmobile.ae",
      "https://staging.example.com/",
      "http://127.0.0.1:4173",
    ]) {
      expect(siteUrlProblem(value), value).toBeUndefined();
    }
    for (const value of [
      "",
      "www.sahabmobile.ae",
      "https://www.sahabmobile.ae/ar",
      "ftp://x.ae",
      "https://x.ae?a=1",
    ]) {
      expect(siteUrlProblem(value), value).toMatch(/^SITE_URL must be an origin/);
    }
  });
});
