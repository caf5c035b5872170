import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";
import { type Kysely, sql, type Transaction } from "kysely";
import type { ContactDatabase, Tables } from "./contact-tables";

/** The fixed window the contact form's limit counts in. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
const KEY_PREFIX = "contact:";

/** The one client every address that cannot be read is counted as. */
export const UNREADABLE_CLIENT = "an address that cannot be read";

/**
 * The address Express names the client by: the peer's own, or what a trusted proxy wrote in
 * X-Forwarded-For, which Express passes on as written when it is not a bare address. Some load
 * balancers write the port (`198.51.100.8:1234`, `[2001:db8::1]:443`), and an address may come
 * in brackets or with a zone (`%eth0`); counted as written, each port would be a new client.
 * Undefined when no address is there.
 */
function addressIn(client: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const host =
    /^\[(.*)\](?::\d+)?$/.exec(client)?.[1] ?? /^([^:]*):\d+$/.exec(client)?.[1] ?? client;
  const bare = host.replace(/%.*$/, "");
  if (isIPv4(bare)) return ipaddr.IPv4.parse(bare);
  // The URL parser writes every IPv6 form in hex, which ipaddr.js reads: `::1.2.3.4` it does not.
  const url = isIPv6(bare) ? URL.parse(`http://[${bare}]`) : null;
  return url ? ipaddr.IPv6.parse(url.hostname.slice(1, -1)) : undefined;
}

/**
 * The part of an address that names one client. An IPv6 client is given a whole /64 (one home
 * line, one phone network), and can pick any address in it, so it is counted by its /64; an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 address it maps. Whatever holds no
 * address is one client, so that no spelling of nonsense is a fresh count.
 */
export function clientNetworkOf(client: string): string {
  const address = addressIn(client);
  if (address === undefined) return UNREADABLE_CLIENT;
  if (address instanceof ipaddr.IPv4) return address.toString();
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const prefix = address.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}

/** The salt client keys are hashed with, made once when the database was created. */
export async function clientKeySalt(db: Kysely<Tables>): Promise<string> {
  const { value } = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", "client_key_salt")
    .executeTakeFirstOrThrow();
  return value;
}

/** A client's counter key: a salted hash of its network, never the address itself. */
export function clientKeyOf(client: string, salt: string): string {
  const hash = createHash("sha256")
    .update(salt)
    .update(clientNetworkOf(client))
    .digest("base64url");
  return `${KEY_PREFIX}${hash}`;
}

/**
 * Takes one of the client's places in its current window, inside the transaction that stores
 * the message, and says whether it had one. The caller rolls the transaction back when it had
 * not, or when the message cannot be stored, so the count is undone with it: only stored
 * messages count, and a refused or failed attempt costs nothing. The counter's row stays locked
 * until the transaction ends (SQLite's write lock, PostgreSQL's row lock), so two submissions
 * from one client at once are counted one after the other.
 */
export async function takePlace(
  trx: Transaction<Tables>,
  key: string,
  perWindow: number,
  now = Date.now(),
): Promise<boolean> {
  const ended = sql<boolean>`contact_rate_limit.expire <= ${now}`;
  const { points } = await trx
    .insertInto("contact_rate_limit")
    .values({ key, points: 1, expire: now + RATE_LIMIT_WINDOW_MS })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        points: sql<number>`CASE WHEN ${ended} THEN 1 ELSE contact_rate_limit.points + 1 END`,
        expire: sql<number>`CASE WHEN ${ended} THEN ${now + RATE_LIMIT_WINDOW_MS} ELSE contact_rate_limit.expire END`,
      }),
    )
    .returning("points")
    .executeTakeFirstOrThrow();
  return Number(points) <= perWindow;
}

/** Deletes the counters of windows that have ended (the Privacy Policy says 20 minutes). */
export async function deleteExpiredCounters(
  database: ContactDatabase,
  now = Date.now(),
): Promise<number> {
  const { numDeletedRows } = await database.db
    .deleteFrom("contact_rate_limit")
    .where("expire", "<=", now)
    .executeTakeFirst();
  return Number(numDeletedRows);
}
