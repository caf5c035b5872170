import { describe, expect, it } from "vitest";
import { countUpValue } from "./use-count-up";

describe("countUpValue", () => {
  it("is the number of whole steps elapsed", () => {
    expect(countUpValue(0, 20, 100)).toBe(0);
    expect(countUpValue(19.9, 20, 100)).toBe(0);
    expect(countUpValue(20, 20, 100)).toBe(1);
    expect(countUpValue(1010, 20, 100)).toBe(50);
  });

  it("never shows less than 0, even for a frame that began before the count started", () => {
    expect(countUpValue(-3.5, 20, 100)).toBe(0);
  });

  it("stops at the target", () => {
    expect(countUpValue(2000, 20, 100)).toBe(100);
    expect(countUpValue(60_000, 20, 100)).toBe(100);
  });
});
