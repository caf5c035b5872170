import { describe, expect, it } from "vitest";
import { enhancements, reactIslands } from "./entry.islands";

describe("the islands the client entry registers", () => {
  // A name given twice would hydrate one island with another's code. Checked here rather than
  // in every visitor's browser, where the check would cost bytes at every page load.
  it("each have a name of their own", () => {
    const names = [...reactIslands, ...enhancements].map((island) => island.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(names.length).toBeGreaterThan(0);
  });
});
