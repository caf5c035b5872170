import { describe, expect, it } from "vitest";
import type { OpeningWords } from "../content/stores";
import { type StoreHours, statusText, storeState } from "./store-status";

/** An instant given in UAE time, whatever this machine's time zone. */
const uae = (dateTime: string) => Date.parse(`${dateTime}+04:00`);

const nineToTen = [540, 1320] as const;
/** Open 9am to 10pm every day but Sunday, closed on Eid al Etihad's first day, late in Ramadan. */
const store: StoreHours = {
  week: [nineToTen, nineToTen, nineToTen, nineToTen, [840, 1320], nineToTen, null],
  special: [
    { from: "2026-12-02", to: "2026-12-02", hours: null },
    { from: "2027-02-08", to: "2027-03-09", hours: [600, 1500] },
  ],
};

const words: OpeningWords = {
  openNow: "Open now",
  closed: "Closed",
  closesAt: "closes at {time}",
  opensToday: "opens at {time}",
  opensTomorrow: "opens tomorrow at {time}",
  opensOnWeekday: "opens {day} at {time}",
  opensOnDate: "opens on {day} at {time}",
  closedUntilNotice: "until further notice",
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  am: "am",
  pm: "pm",
  noon: "noon",
  midnight: "midnight",
  joiner: "",
};
const said = (instant: number) =>
  statusText(storeState(store, instant), words, (date) => date).join(" · ");

describe("a store's state at an instant, in UAE time", () => {
  it("is open at 9:59pm and says when it closes; closed at 10:01pm and says when it opens", () => {
    // Monday 30 November 2026.
    expect(said(uae("2026-11-30T21:59"))).toBe("Open now · closes at 10pm");
    expect(said(uae("2026-11-30T22:01"))).toBe("Closed · opens tomorrow at 9am");
    expect(said(uae("2026-11-30T08:30"))).toBe("Closed · opens at 9am");
  });

  it("is the same instant whatever zone the instant was written in", () => {
    // 9:59pm in Dubai is 5:59pm UTC and 12:59pm in New York.
    expect(storeState(store, Date.parse("2026-11-30T17:59:00Z"))).toEqual({
      open: true,
      closes: 1320,
    });
    expect(storeState(store, Date.parse("2026-11-30T12:59:00-05:00"))).toEqual({
      open: true,
      closes: 1320,
    });
  });

  it("follows a special day: closed on it, and says the next day it opens", () => {
    // Wednesday 2 December 2026, Eid al Etihad: closed all day, open Thursday as usual.
    expect(said(uae("2026-12-01T23:00"))).toBe("Closed · opens Thursday at 9am");
    expect(said(uae("2026-12-02T12:00"))).toBe("Closed · opens tomorrow at 9am");
  });

  it("skips a closed day of the week", () => {
    // Saturday 5 December 2026 at 10:30pm: Sunday is closed, Monday opens.
    expect(said(uae("2026-12-05T22:30"))).toBe("Closed · opens Monday at 9am");
  });

  it("keeps a store open past midnight into the next day, and closes it then", () => {
    // Ramadan: 10am to 1am. Tuesday 9 February 2027 at 00:30 is still Monday's opening.
    expect(said(uae("2027-02-09T00:30"))).toBe("Open now · closes at 1am");
    expect(said(uae("2027-02-09T01:00"))).toBe("Closed · opens at 10am");
    expect(said(uae("2027-02-08T23:59"))).toBe("Open now · closes at 1am");
  });

  it("reads the Friday's own hours", () => {
    expect(said(uae("2026-12-04T13:00"))).toBe("Closed · opens at 2pm");
  });

  it("says a store with no opening ahead is closed until further notice", () => {
    const shut: StoreHours = { week: Array(7).fill(null), special: [] };
    expect(statusText(storeState(shut, uae("2026-12-01T10:00")), words, String)).toEqual([
      "Closed",
      "until further notice",
    ]);
  });
});
