import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkSettings,
  contactRateLimit,
  DEFAULT_TRUSTED_PROXIES,
  logLevel,
  SettingError,
  trustProxy,
} from "./settings";

describe("CONTACT_RATE_LIMIT", () => {
  it("is 5 unless set, and takes any whole number from 1", () => {
    expect(contactRateLimit(undefined)).toBe(5);
    expect(contactRateLimit("1")).toBe(1);
    expect(contactRateLimit("100000")).toBe(100000);
  });

  it("refuses anything else instead of guessing, 0 included", () => {
    for (const value of ["", " ", "abc", "0", "-1", "2.5", "1e3", "5 ", "99999999999999999999"]) {
      expect(() => contactRateLimit(value), JSON.stringify(value)).toThrow(SettingError);
    }
    expect(() => contactRateLimit("abc")).toThrow(/CONTACT_RATE_LIMIT .*"abc"/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts only loopback and private-network peers unless set", () => {
    expect(trustProxy(undefined)).toBe(DEFAULT_TRUSTED_PROXIES);
  });

  it("takes a hop count, or a list of addresses, subnets and named ranges", () => {
    expect(trustProxy("0")).toBe(0);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10.0.0.1")).toBe("10.0.0.1");
    expect(trustProxy("loopback,10.1.0.0/16, 2001:db8::/32")).toBe(
      "loopback, 10.1.0.0/16, 2001:db8::/32",
    );
  });

  it("refuses what Express would misread or ignore", () => {
    for (const value of ["", "true", "yes", "-1", "10.0.0.0/33", "10.0.0.1/8/2", "proxy.local"]) {
      expect(() => trustProxy(value), JSON.stringify(value)).toThrow(SettingError);
    }
  });
});

describe("LOG_LEVEL", () => {
  it("is info unless set, and takes pino's levels", () => {
    expect(logLevel(undefined)).toBe("info");
    for (const level of ["trace", "debug", "info", "warn", "error", "fatal", "silent"]) {
      expect(logLevel(level)).toBe(level);
    }
  });

  it("refuses anything else instead of guessing", () => {
    for (const value of ["", "INFO", "verbose", "info ", "30"]) {
      expect(() => logLevel(value), JSON.stringify(value)).toThrow(SettingError);
    }
    expect(() => logLevel("verbose")).toThrow(/LOG_LEVEL .*"verbose"/);
  });
});

describe("DATABASE_URL", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is checked with the other settings, and its value never shown", () => {
    vi.stubEnv("DATABASE_URL", "mysql://site:s3cret@db.internal/contact");
    expect(() => checkSettings()).toThrow(SettingError);
    expect(() => checkSettings()).toThrow(/^DATABASE_URL must start with postgres:\/\//);
    expect(() => checkSettings()).not.toThrow(/s3cret/);
    vi.stubEnv("DATABASE_URL", "postgres://site:s3cret@db.internal:5432/contact");
    expect(() => checkSettings()).not.toThrow();
  });
});
