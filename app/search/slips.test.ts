import { describe, expect, it } from "vitest";
import { searchNames } from "./matching";
import { editDistance, placesAnsweringOrClosest } from "./slips";

describe("edit distance", () => {
  it("counts a swap of neighbours as one slip, and stops past its limit", () => {
    expect(editDistance("barsha", "barsha", 2)).toBe(0);
    expect(editDistance("barhsa", "barsha", 2)).toBe(1);
    expect(editDistance("jumiera", "jumeirah", 2)).toBe(2);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});

describe("a finder's answer through slips", () => {
  const places = [
    { names: searchNames(["India", "الهند"]), codes: ["91"] },
    { names: searchNames(["Sri Lanka", "سريلانكا"]), codes: ["94"] },
  ];
  it("finds by the rules first, then by the names fewest slips away, never a code", () => {
    expect(placesAnsweringOrClosest(places, "india")).toEqual([true, false]);
    expect(placesAnsweringOrClosest(places, "indai")).toEqual([true, false]);
    expect(placesAnsweringOrClosest(places, "Srilanka")).toEqual([false, true]);
    expect(placesAnsweringOrClosest(places, "سيرلانكا")).toEqual([false, true]);
    expect(placesAnsweringOrClosest(places, "+95")).toEqual([false, false]);
  });
});
