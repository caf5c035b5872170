import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatNumber } from "./format";

describe("formatting", () => {
  it("writes dates day first, as the UAE does, without a time-zone shift", () => {
    expect(formatCalendarDate("2026-11-22", "en-AE")).toBe("22 November 2026");
    expect(formatCalendarDate("2026-01-01", "en-AE")).toBe("1 January 2026");
  });

  it("uses Western digits even for Arabic", () => {
    expect(formatNumber(12, "en-AE")).toBe("12");
    expect(formatNumber(1234, "ar-AE")).toMatch(/^1.?234$/);
  });
});
