import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRUSTED_PROXIES,
  parseDatabaseTarget,
  parseSettings,
  PROCESSES_PER_CORE,
  SettingsError,
} from "./settings.server";
import { siteUrlProblem } from "./value-rules.server";
import { problemWith } from "../../tests/support/settings-problem";

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
      networkStatusCacheMs: 10_000,
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
      SALES_INBOX: "Sales team <sales@sahabmobile.ae>",
      MAIL_FROM: "Sahab Mobile website <web@sahabmobile.ae>",
      WEBHOOK_URL: "https://crm.example.com/hook",
      WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      DELIVERY_RETRY_MS: "1000",
      TRUST_PROXY: "10.0.0.0/8",
      HSTS: "OFF",
      LOG_LEVEL: "warn",
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      OPS_TOKEN: "0123456789abcdef0123456789abcdef",
      NETWORK_STATUS_CACHE_MS: "2000",
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
          salesInbox: { name: "Sales team", address: "sales@sahabmobile.ae" },
          from: { name: "Sahab Mobile website", address: "web@sahabmobile.ae" },
        },
        webhook: { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET },
        retryMs: 1000,
      },
      trustProxy: "10.0.0.0/8",
      hsts: false,
      logLevel: "warn",
      metrics: { host: "10.0.0.5", port: 9464 },
      opsToken: env.OPS_TOKEN,
      networkStatusCacheMs: 2000,
    });
  });

  it("refuse an OPS_TOKEN shorter than 32 characters, or one with no metrics' port to serve it on", () => {
    const token = "0123456789abcdef0123456789abcdef";
    expect(() => parseSettings({ METRICS_PORT: "9464", OPS_TOKEN: token.slice(1) })).toThrow(
      "OPS_TOKEN must be at least 32 characters long (it has 31).",
    );
    expect(() => parseSettings({ METRICS_PORT: "9464", OPS_TOKEN: token.slice(1) })).not.toThrow(
      token.slice(1),
    );
    expect(() => parseSettings({ OPS_TOKEN: token })).toThrow(
      "OPS_TOKEN is set but METRICS_PORT is not",
    );
    expect(parseSettings({ METRICS_PORT: "9464", OPS_TOKEN: ` ${token} ` }).opsToken).toBe(token);
    expect(parseSettings({ METRICS_PORT: "9464", OPS_TOKEN: "" }).opsToken).toBeUndefined();
  });

  it("refuse an OPS_TOKEN no HTTP header can carry, without repeating it", () => {
    const line =
      "OPS_TOKEN must be printable ASCII without spaces (letters, digits and the signs ! to ~): clients send it in an HTTP header, which carries no other characters.";
    for (const token of [
      "رمز".repeat(11),
      `${"a".repeat(31)}é`,
      `${"a".repeat(16)} ${"b".repeat(16)}`,
      `${"a".repeat(16)}\t${"b".repeat(16)}`,
      `${"a".repeat(32)}\u007f`,
    ]) {
      expect(problemWith({ METRICS_PORT: "9464", OPS_TOKEN: token }), token).toBe(line);
    }
    const printable = "!\"#$%&'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~";
    expect(parseSettings({ METRICS_PORT: "9464", OPS_TOKEN: printable }).opsToken).toBe(printable);
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
    ["NETWORK_STATUS_CACHE_MS", "15001"],
    ["NETWORK_STATUS_CACHE_MS", "-1"],
    ["NETWORK_STATUS_CACHE_MS", ""],
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
    // Node reads it as an address, ipaddr.js (Express's trust list) does not.
    ["TRUST_PROXY", "::1.2.3.4"],
    ["TRUST_PROXY", "loopback,"],
    // Shaped as a host name, meant as an address, resolved as neither.
    ["HOST", "256.1.1.1"],
    ["HOST", "10.0.0.300"],
    ["METRICS_HOST", "1.2.3.4.5"],
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

  it("serve no metrics unless METRICS_PORT is set, then on loopback unless METRICS_HOST says", () => {
    expect(parseSettings({}).metrics).toBeUndefined();
    expect(parseSettings({ METRICS_PORT: "" }).metrics).toBeUndefined();
    expect(parseSettings({ METRICS_PORT: "9464" }).metrics).toEqual({
      host: "127.0.0.1",
      port: 9464,
    });
    expect(parseSettings({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      host: "10.0.0.5",
      port: 9464,
    });
    expect(problemWith({ METRICS_PORT: "metrics" })).toBe(
      'METRICS_PORT must be a whole number from 1 to 65535, or empty for no metrics (it is "metrics").',
    );
    expect(problemWith({ METRICS_PORT: "3000" })).toBe(
      "METRICS_PORT must differ from PORT: the metrics are never served with the site.",
    );
    expect(problemWith({ METRICS_PORT: "9464", METRICS_HOST: "not a host" })).toMatch(
      /^METRICS_HOST must be an IP address or a host name/,
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
    ["postgres://site:s3cret%@db.internal/contact", /^DATABASE_URL has a % that starts no/],
    ["postgres://site:s3cret%C3@db.internal/contact", /^DATABASE_URL has a % that starts no/],
    // The driver would print a warning of nine lines, in plain text, over the JSON log.
    [
      "postgres://site:s3cret@db/contact?sslmode=require",
      /^DATABASE_URL's sslmode must be .*"require"/,
    ],
    ["postgres://site:s3cret@db/contact?sslmode=prefer", /^DATABASE_URL's sslmode must be/],
    ["postgres://site:s3cret@db/contact?sslmode=verify-ca", /^DATABASE_URL's sslmode must be/],
    [
      "postgres://site:s3cret@db/contact?sslmode=disable&sslmode=verify-full",
      /^DATABASE_URL's sslmode must be/,
    ],
    [
      "postgres://site:s3cret@db/contact?sslrootcert=/x.pem&host=elsewhere",
      'DATABASE_URL takes no query option but sslmode (it has "sslrootcert", "host").',
    ],
    ["postgres://site@db/contact?password=s3cret", /^DATABASE_URL takes no query option/],
  ])("refuses %s in one sentence that never repeats it", (value, reason) => {
    const line = problemWith({ DATABASE_URL: value });
    expect(line).toMatch(reason);
    expect(line).not.toContain("s3cret");
    expect(() => parseDatabaseTarget({ DATABASE_URL: value })).toThrow(SettingsError);
  });

  it.each(["verify-full", "no-verify", "disable"])("takes sslmode=%s", (mode) => {
    const url = `postgres://site:pw@db.internal/contact?sslmode=${mode}`;
    expect(parseDatabaseTarget({ DATABASE_URL: url })).toEqual({ engine: "postgres", url });
  });

  it("is all the messages command reads: another variable that is wrong does not stop it", () => {
    expect(parseDatabaseTarget({ DATA_DIR: "/srv/data", PORT: "abc" })).toEqual({
      engine: "sqlite",
      dataDir: "/srv/data",
    });
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
