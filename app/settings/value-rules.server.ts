/**
 * The rules for one value of a setting, for the schema in settings.server.ts (and SITE_URL's,
 * which the build checks). Each says whether a value can be meant; the schema says why not.
 */
import { isIP } from "node:net";
import addressparser from "nodemailer/lib/addressparser";
import { Webhook } from "standardwebhooks";
import type { Mailbox } from "./delivery-settings";

/** A value that may be shown in a message, quoted (never used for URLs or secrets). */
export const shown = (value: string) => JSON.stringify(value);

/** A whole number from `from` to `to`, written in digits alone; undefined otherwise. */
export function wholeNumber(value: string, from: number, to: number): number | undefined {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= from && number <= to ? number : undefined;
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * An IP address or a host name (`localhost`, `web-1.internal`). A name whose last label is all
 * digits (`256.1.1.1`) is neither: no top-level domain is numeric, so it is an address mistyped.
 */
export function isHostName(value: string): boolean {
  return isIP(value) !== 0 || (HOST_NAME.test(value) && !/(^|\.)\d+$/.test(value));
}

/** One address, nothing more: no list, no route, no line break. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/**
 * An RFC 5322 mailbox as nodemailer reads one, `care@example.com` or `Care <care@example.com>`;
 * undefined for a list, a group, or anything that is not one address.
 */
export function parseMailbox(value: string): Mailbox | undefined {
  const parsed = addressparser(value);
  const [only] = parsed;
  if (parsed.length !== 1 || !only?.address || !SINGLE_ADDRESS.test(only.address)) {
    return undefined;
  }
  if (/\p{Cc}/u.test(only.name)) return undefined;
  return { name: only.name, address: only.address };
}

/**
 * Whether every `%` in a URL starts a percent-encoded UTF-8 character: a password with a bare
 * `%` (or `%zz`) is read one way by one library and another way by the next.
 */
export function isPercentEncoded(value: string): boolean {
  try {
    // The result is used (decoding never lengthens), not only the call: the bundler drops a
    // call to a built-in it knows has no side effect when nothing reads what it returns.
    return decodeURIComponent(value).length <= value.length;
  } catch {
    return false;
  }
}

/** The names of a URL's query options, each once, in order. */
export const queryOptions = (url: URL) => [...new Set(url.searchParams.keys())];

/** What is wrong with a URL that must be of one of `protocols`, with a host. */
export function urlProblem(
  value: string,
  protocols: string[],
): "not a URL" | "wrong kind" | undefined {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return "not a URL";
  }
  return protocols.includes(parsed.protocol) && parsed.hostname !== "" ? undefined : "wrong kind";
}

/** A Standard Webhooks secret that its library can use: `whsec_` and base64 that decodes. */
export function isWebhookSecret(secret: string): boolean {
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)) return false;
  try {
    new Webhook(secret);
    return true;
  } catch {
    return false;
  }
}

/**
 * SITE_URL, the public origin canonical and `hreflang` links are built on, is read by the build,
 * not the server: vite.config.ts checks it with this rule. Undefined when it is fine.
 */
export function siteUrlProblem(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    const web = url.protocol === "https:" || url.protocol === "http:";
    if (web && value.replace(/\/+$/, "") === url.origin) return undefined;
  } catch {
    // Not a URL at all: said below.
  }
  return `SITE_URL must be an origin such as https://www.sahabmobile.ae, without a path (it is ${shown(value)}).`;
}
