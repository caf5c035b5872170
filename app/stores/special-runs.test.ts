import { describe, expect, it } from "vitest";
import { daysUntilLast, specialRuns } from "./special-runs";

/** 2 December 2026, counted in days from 1970. */
const december2 = Date.UTC(2026, 11, 2) / 86_400_000;

describe("the special days a store keeps", () => {
  const ownClosure = { from: "2026-12-02", to: "2026-12-02", hours: null, label: "own" };
  const everyStore = {
    from: "2026-12-02",
    to: "2026-12-03",
    hours: [720, 1320] as const,
    label: "all",
  };

  it("are runs of days under the row that holds, the store's own first", () => {
    expect(specialRuns([ownClosure, everyStore], december2 - 1, 5)).toEqual([
      { row: ownClosure, first: "2026-12-02", last: "2026-12-02" },
      { row: everyStore, first: "2026-12-03", last: "2026-12-03" },
    ]);
  });

  it("leave out what falls outside the days asked for", () => {
    expect(specialRuns([everyStore], december2 + 2, 30)).toEqual([]);
    expect(specialRuns([everyStore], december2 - 40, 30)).toEqual([]);
  });

  it("end on the last row's last day", () => {
    expect(daysUntilLast([ownClosure, everyStore], december2)).toBe(2);
    expect(daysUntilLast([], december2)).toBe(0);
  });
});
