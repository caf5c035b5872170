/**
 * Every setting the server takes from its environment (the variables in the README's table),
 * parsed and checked by one schema, once, when the server starts: a value that cannot be meant
 * stops the start with one line naming the variable, instead of quietly becoming another value
 * or failing later with a stack. The parsed settings are then passed down. The rules for single
 * values are in value-rules.server.ts, TRUST_PROXY's in trust-proxy.server.ts. See
 * docs/decisions/030-one-settings-schema.md.
 */
import os from "node:os";
import path from "node:path";
import * as z from "zod";
import type { DeliveryConfig, Mailbox } from "./delivery-settings";
import type { DatabaseTarget } from "../database/database-target";
import { readTrustProxy } from "./trust-proxy.server";
import {
  isHostName,
  isPercentEncoded,
  isWebhookSecret,
  parseMailbox,
  queryOptions,
  shown,
  urlProblem,
  wholeNumber,
} from "./value-rules.server";

/** The levels LOG_LEVEL takes, pino's, from the most to the least said. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The peers a load balancer has: this machine and the private networks. */
export const DEFAULT_TRUSTED_PROXIES = "loopback, linklocal, uniquelocal";

/** More processes than this per core only compete for it, and each costs its memory. */
export const PROCESSES_PER_CORE = 4;

export interface Settings {
  host: string;
  port: number;
  /** How many processes serve requests (WEB_CONCURRENCY, else one per core). */
  processes: number;
  database: DatabaseTarget;
  /** Stored contact messages one client may send per 15 minutes. */
  contactRateLimit: number;
  delivery: DeliveryConfig;
  /** Express's `trust proxy`: a hop count or a list of addresses, subnets and named ranges. */
  trustProxy: number | string;
  hsts: boolean;
  logLevel: LogLevel;
  /** Where `GET /metrics` is served (METRICS_PORT, METRICS_HOST); unset: not at all. */
  metrics?: { host: string; port: number };
  /** The network status API's token (OPS_TOKEN), served beside the metrics; unset: no API. */
  opsToken?: string;
  /** How long a process keeps the network status notices it read (NETWORK_STATUS_CACHE_MS). */
  networkStatusCacheMs: number;
}

/** The shortest OPS_TOKEN taken: one short enough to guess is no lock. */
export const OPS_TOKEN_MIN_LENGTH = 32;

/**
 * What an OPS_TOKEN may be written with: printable ASCII, the space aside (HTTP drops it at a
 * value's ends, and no token needs it). A client sends the token in an HTTP header, which
 * carries Latin-1 at most: a token of Arabic letters would start an API no client could call.
 */
const OPS_TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;

/** A setting that cannot be used; the message names the variable and never a secret. */
export class SettingsError extends Error {}

type Env = Record<string, string | undefined>;
type Context = z.core.$RefinementCtx;

/** Adds a problem and returns the value zod discards. */
function refuse(context: Context, message: string): never {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** An optional variable that, when present, must hold a value of the given form. */
function variable<T>(fallback: () => T, parse: (value: string, context: Context) => T) {
  return z
    .string()
    .optional()
    .transform((value, context) => (value === undefined ? fallback() : parse(value, context)));
}

/** For URLs and secrets: empty is the same as unset, as a deployment file leaves them blank. */
function optionalText() {
  return z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined));
}

/** An RFC 5322 mailbox, or the line saying what one is. */
function mailboxOf(name: string, value: string, context: Context): Mailbox {
  return (
    parseMailbox(value) ??
    refuse(
      context,
      `${name} must be one mailbox: an address such as care@example.com, or a name and an address such as Sahab Mobile <care@example.com>.`,
    )
  );
}

/** Whether `value` is a URL of one of `protocols` with a host; adds the line saying why not. */
function isUrlOf(name: string, value: string, protocols: string[], context: Context): boolean {
  const problem = urlProblem(value, protocols);
  if (problem === "not a URL") refuse(context, `${name} is not a valid URL.`);
  if (problem === "wrong kind") {
    const allowed = protocols.map((protocol) => `${protocol}//`).join(" or ");
    refuse(context, `${name} must be a ${allowed} URL with a host.`);
  }
  return problem === undefined;
}

/** The line for a URL with a `%` that starts no percent-encoded character; never the URL. */
const percentProblem = (name: string) =>
  `${name} has a % that starts no percent-encoded character: write a % in a user name or password as %25 (and @ as %40, : as %3A).`;

/**
 * The TLS modes DATABASE_URL's `sslmode` may name, those the PostgreSQL driver reads one way
 * now and for good: `require`, `prefer` and `verify-ca` are read as `verify-full` today (with a
 * warning printed in plain text over the log) and as libpq reads them in the driver's next
 * version, so they are refused rather than guessed at.
 */
export const DATABASE_SSL_MODES = ["verify-full", "no-verify", "disable"] as const;

/** The options SMTP_URL may carry, each with the one value it may have. */
export const SMTP_URL_OPTIONS: Record<string, string> = { requireTLS: "true" };

/**
 * SMTP_URL: nodemailer reads every query option as a transport setting of its own (its pool,
 * timeouts and logger, which would write addresses), so only those documented pass.
 */
function smtpUrlOf(value: string, context: Context): string {
  if (!isUrlOf("SMTP_URL", value, ["smtp:", "smtps:"], context)) return z.NEVER;
  if (!isPercentEncoded(value)) return refuse(context, percentProblem("SMTP_URL"));
  const url = new URL(value);
  const { searchParams } = url;
  const others = queryOptions(url).filter(
    (option) =>
      searchParams.getAll(option).length !== 1 ||
      searchParams.get(option) !== SMTP_URL_OPTIONS[option],
  );
  if (others.length > 0) {
    return refuse(
      context,
      `SMTP_URL takes no query option but requireTLS=true (it has ${others.map(shown).join(", ")}).`,
    );
  }
  return value;
}

/**
 * WEBHOOK_URL, without a user name or password: fetch refuses such a URL, and the receiver
 * knows the sender by the signature made with WEBHOOK_SECRET (see
 * docs/decisions/065-settings-tried-before-the-start.md).
 */
function webhookUrlOf(value: string, context: Context): string {
  if (!isUrlOf("WEBHOOK_URL", value, ["https:", "http:"], context)) return z.NEVER;
  const { username, password } = new URL(value);
  if (username || password) {
    return refuse(
      context,
      "WEBHOOK_URL must not hold a user name or password (fetch refuses such a URL): the receiver knows the sender by the signature made with WEBHOOK_SECRET.",
    );
  }
  return value;
}

/** Where the SQLite file lives and whether PostgreSQL is used instead. */
const databaseVariables = {
  DATA_DIR: variable(
    () => path.resolve("data"),
    (value, context) =>
      value.trim() === ""
        ? refuse(context, "DATA_DIR must name a folder (it is empty).")
        : path.resolve(value),
  ),
  DATABASE_URL: optionalText().transform((value, context) => {
    if (value === undefined) return undefined;
    // The URL is never repeated: it may hold a password.
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return refuse(
        context,
        "DATABASE_URL is not a URL: it must look like postgres://user:password@host:5432/database.",
      );
    }
    if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
      return refuse(
        context,
        `DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//).`,
      );
    }
    if (!url.hostname || url.pathname.length <= 1) {
      return refuse(
        context,
        "DATABASE_URL must name a host and a database: postgres://user:password@host:5432/database.",
      );
    }
    if (!isPercentEncoded(value)) return refuse(context, percentProblem("DATABASE_URL"));
    // The driver takes any query option as a setting of its own (host, password, files to read
    // at start): only the one the README documents is let through.
    const others = queryOptions(url).filter((option) => option !== "sslmode");
    if (others.length > 0) {
      return refuse(
        context,
        `DATABASE_URL takes no query option but sslmode (it has ${others.map(shown).join(", ")}).`,
      );
    }
    const sslmode = url.searchParams.getAll("sslmode");
    if (
      sslmode.length > 1 ||
      !sslmode.every((mode) => DATABASE_SSL_MODES.some((each) => each === mode))
    ) {
      return refuse(
        context,
        `DATABASE_URL's sslmode must be verify-full (TLS, the server's certificate and name checked), no-verify (TLS, unchecked) or disable (no TLS) (it is ${sslmode.map(shown).join(", ")}).`,
      );
    }
    return value;
  }),
};

/** PostgreSQL when DATABASE_URL is set (several instances share it), else SQLite in DATA_DIR. */
function targetOf(env: { DATA_DIR: string; DATABASE_URL: string | undefined }): DatabaseTarget {
  return env.DATABASE_URL === undefined
    ? { engine: "sqlite", dataDir: env.DATA_DIR }
    : { engine: "postgres", url: env.DATABASE_URL };
}

const databaseSchema = z.object(databaseVariables).transform(targetOf);

const maxProcesses = () => PROCESSES_PER_CORE * os.availableParallelism();

/** The whole environment the server reads, as one schema. */
export const settingsSchema = z
  .object({
    ...databaseVariables,
    HOST: variable(
      () => "127.0.0.1",
      (value, context) =>
        isHostName(value)
          ? value
          : refuse(context, `HOST must be an IP address or a host name (it is ${shown(value)}).`),
    ),
    PORT: variable(
      () => 3000,
      (value, context) =>
        wholeNumber(value, 1, 65_535) ??
        refuse(context, `PORT must be a whole number from 1 to 65535 (it is ${shown(value)}).`),
    ),
    WEB_CONCURRENCY: variable(
      () => os.availableParallelism(),
      (value, context) =>
        wholeNumber(value, 1, maxProcesses()) ??
        refuse(
          context,
          `WEB_CONCURRENCY must be a whole number of processes from 1 to ${maxProcesses()} (${PROCESSES_PER_CORE} per CPU core) (it is ${shown(value)}).`,
        ),
    ),
    CONTACT_RATE_LIMIT: variable(
      () => 5,
      // 0 is refused rather than read as "no limit" or "none": a form that accepts nothing
      // should be taken off the page, not left to answer 429.
      (value, context) =>
        wholeNumber(value, 1, Number.MAX_SAFE_INTEGER) ??
        refuse(
          context,
          `CONTACT_RATE_LIMIT must be a whole number of messages per 15 minutes, 1 or more (it is ${shown(value)}).`,
        ),
    ),
    TRUST_PROXY: variable<number | string>(
      () => DEFAULT_TRUSTED_PROXIES,
      (value, context) => {
        const read = readTrustProxy(value);
        return "problem" in read ? refuse(context, read.problem) : read.trustProxy;
      },
    ),
    HSTS: variable(
      () => true,
      (value, context) => {
        const word = value.trim().toLowerCase();
        if (word === "on" || word === "off") return word === "on";
        return refuse(context, `HSTS must be on or off (it is ${shown(value)}).`);
      },
    ),
    LOG_LEVEL: variable<LogLevel>(
      () => "info",
      (value, context) =>
        LOG_LEVELS.find((level) => level === value) ??
        refuse(
          context,
          `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (it is ${shown(value)}).`,
        ),
    ),
    DELIVERY_RETRY_MS: variable(
      () => 30_000,
      (value, context) =>
        wholeNumber(value, 1, 3_600_000) ??
        refuse(
          context,
          "DELIVERY_RETRY_MS must be a whole number of milliseconds, from 1 to 3600000.",
        ),
    ),
    METRICS_PORT: optionalText().transform((value, context) =>
      value === undefined
        ? undefined
        : (wholeNumber(value, 1, 65_535) ??
          refuse(
            context,
            `METRICS_PORT must be a whole number from 1 to 65535, or empty for no metrics (it is ${shown(value)}).`,
          )),
    ),
    METRICS_HOST: variable(
      () => "127.0.0.1",
      (value, context) =>
        isHostName(value)
          ? value
          : refuse(
              context,
              `METRICS_HOST must be an IP address or a host name (it is ${shown(value)}).`,
            ),
    ),
    // The token itself is never repeated: it is a secret.
    OPS_TOKEN: optionalText().transform((value, context) => {
      if (value === undefined) return undefined;
      if (!OPS_TOKEN_CHARACTERS.test(value)) {
        return refuse(
          context,
          "OPS_TOKEN must be printable ASCII without spaces (letters, digits and the signs ! to ~): clients send it in an HTTP header, which carries no other characters.",
        );
      }
      if (value.length < OPS_TOKEN_MIN_LENGTH) {
        return refuse(
          context,
          `OPS_TOKEN must be at least ${OPS_TOKEN_MIN_LENGTH} characters long (it has ${value.length}).`,
        );
      }
      return value;
    }),
    // Short, so a notice changed on one instance shows on every other within a minute, counting
    // what a cache in front may keep (docs/decisions/082-network-status-live.md).
    NETWORK_STATUS_CACHE_MS: variable(
      () => 10_000,
      (value, context) =>
        wholeNumber(value, 0, 15_000) ??
        refuse(
          context,
          `NETWORK_STATUS_CACHE_MS must be a whole number of milliseconds, from 0 to 15000 (it is ${shown(value)}).`,
        ),
    ),
    SMTP_URL: optionalText(),
    CONTACT_INBOX: optionalText(),
    SALES_INBOX: optionalText(),
    MAIL_FROM: optionalText(),
    WEBHOOK_URL: optionalText(),
    WEBHOOK_SECRET: optionalText(),
  })
  .transform((env, context): Settings => {
    const delivery: DeliveryConfig = { retryMs: env.DELIVERY_RETRY_MS };
    if (env.METRICS_PORT === env.PORT) {
      refuse(
        context,
        "METRICS_PORT must differ from PORT: the metrics are never served with the site.",
      );
    }
    if (env.OPS_TOKEN !== undefined && env.METRICS_PORT === undefined) {
      refuse(
        context,
        "OPS_TOKEN is set but METRICS_PORT is not: the network status API is served on the metrics' port alone.",
      );
    }
    const { SMTP_URL, CONTACT_INBOX, SALES_INBOX, MAIL_FROM, WEBHOOK_URL, WEBHOOK_SECRET } = env;
    if (SMTP_URL !== undefined) {
      if (CONTACT_INBOX === undefined) refuse(context, "SMTP_URL is set but CONTACT_INBOX is not.");
      else if (MAIL_FROM === undefined) refuse(context, "SMTP_URL is set but MAIL_FROM is not.");
      else {
        const inbox = mailboxOf("CONTACT_INBOX", CONTACT_INBOX, context);
        delivery.email = {
          smtpUrl: smtpUrlOf(SMTP_URL, context),
          inbox,
          // Until the sales team has a mailbox of its own, the care team passes sign-ups on.
          salesInbox:
            SALES_INBOX === undefined ? inbox : mailboxOf("SALES_INBOX", SALES_INBOX, context),
          from: mailboxOf("MAIL_FROM", MAIL_FROM, context),
        };
      }
    } else if (CONTACT_INBOX !== undefined || MAIL_FROM !== undefined) {
      refuse(context, "CONTACT_INBOX or MAIL_FROM is set but SMTP_URL is not.");
    }
    if (SALES_INBOX !== undefined && SMTP_URL === undefined) {
      refuse(context, "SALES_INBOX is set but SMTP_URL is not: sign-ups are emailed over SMTP.");
    }
    if (WEBHOOK_URL !== undefined) {
      if (WEBHOOK_SECRET === undefined) {
        refuse(context, "WEBHOOK_URL is set but WEBHOOK_SECRET is not.");
      } else if (!isWebhookSecret(WEBHOOK_SECRET)) {
        refuse(
          context,
          "WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64.",
        );
      } else {
        delivery.webhook = {
          url: webhookUrlOf(WEBHOOK_URL, context),
          secret: WEBHOOK_SECRET,
        };
      }
    } else if (WEBHOOK_SECRET !== undefined) {
      refuse(context, "WEBHOOK_SECRET is set but WEBHOOK_URL is not.");
    }
    return {
      host: env.HOST,
      port: env.PORT,
      processes: env.WEB_CONCURRENCY,
      database: targetOf(env),
      contactRateLimit: env.CONTACT_RATE_LIMIT,
      delivery,
      trustProxy: env.TRUST_PROXY,
      hsts: env.HSTS,
      logLevel: env.LOG_LEVEL,
      ...(env.METRICS_PORT === undefined
        ? {}
        : { metrics: { host: env.METRICS_HOST, port: env.METRICS_PORT } }),
      ...(env.OPS_TOKEN !== undefined && { opsToken: env.OPS_TOKEN }),
      networkStatusCacheMs: env.NETWORK_STATUS_CACHE_MS,
    };
  });

/** Parses with `schema`, or throws one SettingsError whose message lists every problem. */
function parseWith<T>(schema: z.ZodType<T>, env: Env): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(result.error.issues.map((issue) => issue.message).join(" "));
}

/** The settings an environment gives; throws SettingsError naming each variable that is wrong. */
export function parseSettings(env: Env = process.env): Settings {
  return parseWith(settingsSchema, env);
}

/** Only where the contact database is: for the messages command, which reads nothing else. */
export function parseDatabaseTarget(env: Env = process.env): DatabaseTarget {
  return parseWith(databaseSchema, env);
}
