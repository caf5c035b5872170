import { describe, expect, it } from "vitest";
import { editDistance } from "./slips";

describe("edit distance", () => {
  it("counts a swap of neighbours as one slip, and stops past its limit", () => {
    expect(editDistance("barsha", "barsha", 2)).toBe(0);
    expect(editDistance("barhsa", "barsha", 2)).toBe(1);
    expect(editDistance("jumiera", "jumeirah", 2)).toBe(2);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});
