import express from "express";
import { describe, expect, it } from "vitest";
import { parseSettings } from "./settings.server";
import { MAX_PROXY_HOPS } from "./trust-proxy.server";
import { problemWith } from "../../tests/support/settings-problem";

/** An IPv6 address from its number. */
const ipv6 = (number: bigint) =>
  Array.from({ length: 8 }, (_, part) =>
    ((number >> BigInt(112 - 16 * part)) & 0xffffn).toString(16),
  ).join(":");

/**
 * The subnets beside the path down to ::ffff:0:0/96, largest first: together every IPv6
 * address but the IPv4-mapped ones.
 */
function everyIpv6ButMapped(): string[] {
  const mapped = 0xffffn << 32n;
  return Array.from({ length: 96 }, (_, index) => {
    const size = 1n << BigInt(127 - index);
    return `${ipv6((mapped ^ size) & ~(size - 1n))}/${index + 1}`;
  });
}

describe("TRUST_PROXY", () => {
  it.each(["0.0.0.0/0", "::/0", "10.0.0.0/0", "loopback, 1.2.3.4/0", "::ffff:1.2.3.4/00"])(
    "refuses %j, a subnet of every address, in one line",
    (value) => {
      expect(problemWith({ TRUST_PROXY: value })).toBe(
        `TRUST_PROXY must not hold a /0 subnet, which believes every peer (it is ${JSON.stringify(value)}): give the number of proxies in front instead.`,
      );
    },
  );

  it.each([
    ["0.0.0.0/1, 128.0.0.0/1", "IPv4"],
    ["128.0.0.0/1,0.0.0.0/2,64.0.0.0/2", "IPv4"],
    ["loopback, 0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1", "IPv4"],
    // Every IPv4 address, as the IPv4-mapped IPv6 address a peer may come as.
    ["::ffff:0:0/96", "IPv4"],
    ["::ffff:0.0.0.0/97, ::ffff:128.0.0.0/97", "IPv4"],
    ["::ffff:0.0.0.0/97, 128.0.0.0/1", "IPv4"],
    ["::/80", "IPv4"],
    ["::/1", "IPv4"],
    ["8000::/1, 4000::/2, 2000::/3, 1000::/4, 800::/5, 400::/6, 200::/7, 100::/8, ::/8", "IPv4"],
  ])("refuses %j, whose subnets together hold every %s address", (value, family) => {
    expect(problemWith({ TRUST_PROXY: value })).toBe(
      `TRUST_PROXY must not hold subnets that together cover every ${family} address, which believes every peer (it is ${JSON.stringify(value)}): name the proxies' own addresses or subnets, or give their number.`,
    );
  });

  it("refuses subnets that together cover every IPv6 address a peer may have", () => {
    // Every IPv4-mapped address (::ffff:0:0/96) is an IPv4 peer, not an IPv6 one.
    const entries = everyIpv6ButMapped();
    expect(problemWith({ TRUST_PROXY: entries.join(",") })).toMatch(
      /^TRUST_PROXY must not hold subnets that together cover every IPv6 address, /,
    );
    const allButOne = entries.slice(1).join(",");
    expect(parseSettings({ TRUST_PROXY: allButOne }).trustProxy).toBe(entries.slice(1).join(", "));
  });

  it(`takes a hop count of at most ${MAX_PROXY_HOPS}, the longest chain of proxies meant`, () => {
    expect(parseSettings({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    expect(parseSettings({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseSettings({ TRUST_PROXY: String(MAX_PROXY_HOPS) }).trustProxy).toBe(MAX_PROXY_HOPS);
    for (const value of [String(MAX_PROXY_HOPS + 1), "999999", "99999999999999999999"]) {
      expect(problemWith({ TRUST_PROXY: value })).toBe(
        `TRUST_PROXY must be a number of proxies from 0 to ${MAX_PROXY_HOPS} (it is "${value}"): a count above the proxies in front believes what the client writes itself.`,
      );
    }
  });

  it("takes a list of addresses, subnets and named ranges, as the proxies", () => {
    expect(parseSettings({ TRUST_PROXY: "loopback,10.1.0.0/16, 2001:db8::/32" }).trustProxy).toBe(
      "loopback, 10.1.0.0/16, 2001:db8::/32",
    );
  });

  it("gives Express only what it can compile", () => {
    for (const value of [
      "0",
      "3",
      String(MAX_PROXY_HOPS),
      "loopback",
      "loopback, linklocal, uniquelocal",
      "10.0.0.0/8, 192.168.1.7",
      "10.0.0.1/1",
      "10.0.0.1/32",
      "::1, 2001:db8::/32, 8000::/1, fe80::/128",
      "::ffff:10.0.0.1, ::ffff:10.0.0.0/104",
      "fe80::1%eth0",
    ]) {
      const { trustProxy } = parseSettings({ TRUST_PROXY: value });
      expect(() => express().set("trust proxy", trustProxy), value).not.toThrow();
    }
  });
});
