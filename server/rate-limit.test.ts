import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("the rate limiter", () => {
  it("allows max hits per window for each key, then refuses until the window passes", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.hit("a", 0)).toBe(true);
    expect(limiter.hit("a", 10)).toBe(true);
    expect(limiter.hit("a", 20)).toBe(false);
    expect(limiter.hit("b", 20)).toBe(true);
    expect(limiter.hit("a", 999)).toBe(false);
    expect(limiter.hit("a", 1000)).toBe(true);
  });

  it("forgets a key once its window has passed", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    limiter.hit("a", 0);
    limiter.hit("b", 500);
    limiter.sweep(1000);
    expect(limiter.size).toBe(1);
    limiter.sweep(1500);
    expect(limiter.size).toBe(0);
  });
});
