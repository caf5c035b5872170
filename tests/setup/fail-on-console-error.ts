import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test that makes React (or anything else) log an error has found a defect, even when its
 * own assertions pass: React reports invalid markup, duplicate keys and hydration mismatches
 * only through console.error.
 */
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  if (logged.length > 0) {
    const messages = logged.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});
