import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("the rate limiter", () => {
  it("allows max hits per window for each key, then refuses until the window passes", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.take("a", 0)).toBe(true);
    expect(limiter.take("a", 10)).toBe(true);
    expect(limiter.take("a", 20)).toBe(false);
    expect(limiter.take("b", 20)).toBe(true);
    expect(limiter.take("a", 999)).toBe(false);
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("counts a hit given back as never taken, and refusals not at all", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    limiter.take("a", 0);
    limiter.take("a", 1);
    // Refused three times: none of them may count when a hit is given back.
    for (const now of [2, 3, 4]) expect(limiter.take("a", now)).toBe(false);
    limiter.giveBack("a", 5);
    expect(limiter.take("a", 6)).toBe(true);
    expect(limiter.take("a", 7)).toBe(false);
    // A hit of a window that has passed is not given back into the next one.
    limiter.giveBack("a", 1000);
    expect(limiter.take("a", 1000)).toBe(true);
    expect(limiter.take("a", 1001)).toBe(true);
    expect(limiter.take("a", 1002)).toBe(false);
  });

  it("forgets a key once its window has passed", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    limiter.take("a", 0);
    limiter.take("b", 500);
    limiter.sweep(1000);
    expect(limiter.size).toBe(1);
    limiter.sweep(1500);
    expect(limiter.size).toBe(0);
  });
});
