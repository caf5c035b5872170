import { describe, expect, it } from "vitest";
import { enhancement, islandRegistry, reactIsland } from "./registry";

const Counter = () => null;
const counter = reactIsland("counter", () => Promise.resolve(Counter));
const filter = enhancement("filter", () => Promise.resolve(() => undefined));

describe("the island registry", () => {
  it("finds each island by the name the page gives it, and nothing by another name", () => {
    const registry = islandRegistry({ reactIslands: [counter], enhancements: [filter] });
    expect(registry.reactIsland("counter")).toBe(counter.load);
    expect(registry.enhancement("filter")).toBe(filter.load);
    expect(registry.reactIsland("filter")).toBeUndefined();
    expect(registry.enhancement("counter")).toBeUndefined();
    expect(registry.reactIsland(undefined)).toBeUndefined();
    expect(registry.reactIsland("constructor")).toBeUndefined();
  });
});
