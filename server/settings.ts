import { isIP } from "node:net";
import { databaseTarget, DatabaseUrlError } from "~/contact/messages/database-target";

/**
 * The server's settings from the environment, checked once at start: a value that cannot be
 * meant stops the server with one line that says why, instead of quietly becoming another.
 */
export class SettingError extends Error {}

/**
 * CONTACT_RATE_LIMIT: stored contact messages one client may send per 15 minutes, a whole
 * number of 1 or more (default 5). 0 is refused rather than read as "no limit" or "none":
 * a form that accepts nothing should be taken off the page, not left to answer 429.
 */
export function contactRateLimit(value = process.env.CONTACT_RATE_LIMIT): number {
  if (value === undefined) return 5;
  const limit = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new SettingError(
      `CONTACT_RATE_LIMIT must be a whole number of messages per 15 minutes, 1 or more (it is "${value}").`,
    );
  }
  return limit;
}

/** The peers a load balancer has: this machine and the private networks. */
export const DEFAULT_TRUSTED_PROXIES = "loopback, linklocal, uniquelocal";
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY, as Express's `trust proxy` setting: which peers' X-Forwarded-For and
 * X-Forwarded-Proto are believed. Default: loopback and private-network peers only, so a
 * client on the internet cannot name its own address. Else a hop count (`0`: no proxy, believe
 * no forwarding header), or a comma-separated list of addresses, subnets (CIDR) and the names
 * loopback, linklocal, uniquelocal. See docs/decisions/017-form-posts-behind-proxies.md.
 */
export function trustProxy(value = process.env.TRUST_PROXY): number | string {
  if (value === undefined) return DEFAULT_TRUSTED_PROXIES;
  if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isTrustEntry)) return entries.join(", ");
  throw new SettingError(
    `TRUST_PROXY must be a number of proxies (0 for none) or a comma-separated list of addresses, subnets and the names loopback, linklocal, uniquelocal (it is "${value}").`,
  );
}

function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** The levels LOG_LEVEL takes, pino's, from the most to the least said. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL: the least severe level of the server's log that is written (default `info`, one
 * line per request). `debug` adds the health checks; `silent` writes nothing.
 */
export function logLevel(value = process.env.LOG_LEVEL): LogLevel {
  if (value === undefined) return "info";
  const level = LOG_LEVELS.find((each) => each === value);
  if (level === undefined) {
    throw new SettingError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (it is "${value}").`);
  }
  return level;
}

/** Reads every setting once, so a wrong one stops the server before it listens. */
export function checkSettings(): void {
  contactRateLimit();
  trustProxy();
  logLevel();
  try {
    databaseTarget();
  } catch (error) {
    if (error instanceof DatabaseUrlError) throw new SettingError(error.message);
    throw error;
  }
}
