/**
 * TRUST_PROXY, the peers whose X-Forwarded-For and X-Forwarded-Proto are believed, read for
 * Express's `trust proxy`: a hop count, or a list of addresses, subnets and named ranges. A value
 * that believes every peer is refused, however it is written: any client could then name its own
 * address and slip the contact form's rate limit.
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { shown } from "./value-rules.server";

/**
 * The most proxies in front taken as a hop count. A chain is rarely more than a CDN's two hops,
 * a load balancer and nginx; a count above the real one believes what the client wrote itself
 * at the start of X-Forwarded-For, so a count far above any chain (999999) is every peer.
 */
export const MAX_PROXY_HOPS = 10;

/** Express's named ranges (as its proxy-addr defines them), and what each holds. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * One entry of TRUST_PROXY: an address, a subnet (CIDR) or one of Express's named ranges, in a
 * form both Node and ipaddr.js read (Express compiles the list with ipaddr.js and throws at
 * start on what it cannot read: `::1.2.3.4`, a /0 subnet).
 */
export function isTrustEntry(entry: string): boolean {
  if (Object.hasOwn(NAMED_RANGES, entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || !ipaddr.isValid(address) || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/** A subnet of every address (`0.0.0.0/0`, `::/0`): it would believe any peer at all. */
export const isEverySubnet = (entry: string) => /\/0+$/.test(entry);

/** The first and last address of a range, as IPv6 numbers (IPv4 as its IPv4-mapped twin). */
type Span = readonly [first: bigint, last: bigint];

/** Every IPv4 address, as the IPv4-mapped IPv6 addresses (`::ffff:0:0/96`) a peer may have. */
const EVERY_IPV4: Span = [0xffffn << 32n, (0xffffn << 32n) + (1n << 32n) - 1n];
const EVERY_IPV6: Span = [0n, (1n << 128n) - 1n];

/** The addresses one valid entry believes. */
function spansOf(entry: string): Span[] {
  const named = NAMED_RANGES[entry];
  if (named) return named.flatMap(spansOf);
  const [address = "", prefix] = entry.split("/");
  const parsed = ipaddr.parse(address);
  const ipv4 = parsed instanceof ipaddr.IPv4;
  const ipv6 = ipv4 ? parsed.toIPv4MappedAddress() : parsed;
  const bits = (prefix === undefined ? (ipv4 ? 32 : 128) : Number(prefix)) + (ipv4 ? 96 : 0);
  const number = ipv6.toByteArray().reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const size = 1n << BigInt(128 - bits);
  const first = number - (number % size);
  return [[first, first + size - 1n]];
}

/** Whether `spans` together hold every address from `first` to `last`. */
function cover(spans: Span[], [first, last]: Span): boolean {
  let next = first;
  for (const [from, to] of [...spans].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (from > next) return false;
    if (to >= next) next = to + 1n;
    if (next > last) return true;
  }
  return false;
}

/**
 * The family of addresses whose every member a list believes, if any. An IPv4 peer is believed
 * by an IPv4 subnet or by an IPv6 one holding its IPv4-mapped twin (`::ffff:0:0/96` holds them
 * all); which IPv6 subnets count has changed between versions of Express's matcher (proxy-addr),
 * so here any that holds the twins does. Every IPv4 address is counted as its twin, and the
 * twins are no part of "every IPv6 address", which means every other one.
 */
function familyBelievedWhole(entries: string[]): "IPv4" | "IPv6" | undefined {
  const spans = entries.flatMap(spansOf);
  if (cover(spans, EVERY_IPV4)) return "IPv4";
  if (cover([...spans, EVERY_IPV4], EVERY_IPV6)) return "IPv6";
  return undefined;
}

/** TRUST_PROXY as Express's `trust proxy` takes it, or the line saying why it cannot be meant. */
export function readTrustProxy(
  value: string,
): { trustProxy: number | string } | { problem: string } {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return { trustProxy: hops };
    return {
      problem: `TRUST_PROXY must be a number of proxies from 0 to ${MAX_PROXY_HOPS} (it is ${shown(value)}): a count above the proxies in front believes what the client writes itself.`,
    };
  }
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.some(isEverySubnet)) {
    return {
      problem: `TRUST_PROXY must not hold a /0 subnet, which believes every peer (it is ${shown(value)}): give the number of proxies in front instead.`,
    };
  }
  if (!entries.every(isTrustEntry)) {
    return {
      problem: `TRUST_PROXY must be a number of proxies (0 for none) or a comma-separated list of addresses, subnets and the names loopback, linklocal, uniquelocal (it is ${shown(value)}).`,
    };
  }
  const whole = familyBelievedWhole(entries);
  if (whole) {
    return {
      problem: `TRUST_PROXY must not hold subnets that together cover every ${whole} address, which believes every peer (it is ${shown(value)}): name the proxies' own addresses or subnets, or give their number.`,
    };
  }
  return { trustProxy: entries.join(", ") };
}
