import { describe, expect, it } from "vitest";
import { NBSP } from "./count-parts";
import { englishCount, englishNouns } from "./english-count";
import {
  dirhamsInWords,
  formatAed,
  formatAedPer,
  formatCalendarDate,
  formatHourOfDay,
  formatNameList,
  formatNumber,
  formatUaeClock,
  formatUnit,
  formatUnitParts,
  formatWeekdayDate,
} from "./format";
import { dirhamDigits } from "./money";

/** The no-break space shown as a plain one, so the expectations read as the page does. */
const plain = (text: string) => text.replaceAll(NBSP, " ");

describe("numbers", () => {
  it("uses Western digits even for Arabic, grouped as in English", () => {
    expect(formatNumber(12, "en-AE")).toBe("12");
    expect(formatNumber(1234, "ar-AE")).toBe("1,234");
    expect(formatNumber(0.75, "ar-AE")).toBe("0.75");
  });
});

describe("prices in dirhams, from whole fils", () => {
  it("writes a price tag with the code in English and the word درهم in Arabic", () => {
    expect(plain(formatAed(9_900, "en-AE"))).toBe("AED 99");
    expect(plain(formatAed(9_900, "ar-AE"))).toBe("99 درهم");
    expect(plain(formatAed(200, "ar-AE"))).toBe("2 درهم");
    expect(formatAed(9_900, "ar-AE")).not.toMatch(/د\.إ|\u200f/);
  });

  it("shows fils with two decimals, and whole dirhams without unless asked", () => {
    expect(plain(formatAed(75, "en-AE"))).toBe("AED 0.75");
    expect(plain(formatAed(150, "ar-AE"))).toBe("1.50 درهم");
    expect(plain(formatAed(100, "ar-AE", { decimals: "always" }))).toBe("1.00 درهم");
    expect(plain(formatAed(200_000, "en-AE"))).toBe("AED 2,000");
  });

  it("prints every amount's own digits, where a binary fraction would round them", () => {
    // 0.29 dirhams is 0.28999… in binary; 2^53 + 1 fils is past what a float holds exactly.
    expect(plain(formatAed(29, "en-AE"))).toBe("AED 0.29");
    expect(plain(formatAed(100_005, "en-AE"))).toBe("AED 1,000.05");
    expect(plain(formatAed(Number.MAX_SAFE_INTEGER, "en-AE"))).toBe("AED 90,071,992,547,409.91");
    expect(dirhamDigits(29, 2)).toBe("0.29");
    expect(dirhamDigits(9_900, 0)).toBe("99");
    expect(dirhamDigits(9_950, 0)).toBe("99.50");
    expect(() => formatAed(0.5, "en-AE")).toThrow(RangeError);
  });

  it("counts dirhams in an Arabic sentence by the counting rules, fils in the singular", () => {
    expect(plain(dirhamsInWords(500, "genitive"))).toBe("5 دراهم");
    expect(plain(dirhamsInWords(20_000))).toBe("200 درهم");
    expect(plain(dirhamsInWords(550))).toBe("5.50 درهم");
  });

  it("writes a rate with what it is charged by, always with two decimals", () => {
    expect(plain(formatAedPer(75, "minute", "en-AE"))).toBe("AED 0.75 per minute");
    expect(plain(formatAedPer(100, "megabyte", "en-AE"))).toBe("AED 1.00 per MB");
    expect(plain(formatAedPer(75, "minute", "ar-AE"))).toBe("0.75 درهم للدقيقة");
    expect(plain(formatAedPer(35, "sms", "ar-AE"))).toBe("0.35 درهم للرسالة النصية");
    expect(plain(formatAedPer(500, "megabyte", "ar-AE"))).toBe("5.00 درهم لكل ميجابايت");
  });

  it("keeps the figure on the line of the word beside it", () => {
    expect(formatAed(9_900, "en-AE")).toBe(`AED${NBSP}99`);
    expect(formatAed(9_900, "ar-AE")).toBe(`99${NBSP}درهم`);
    expect(formatAedPer(75, "minute", "en-AE")).toBe(`AED${NBSP}0.75${NBSP}per minute`);
  });
});

describe("units", () => {
  it("writes data sizes as the plans print them: 5GB in English, جيجابايت in Arabic", () => {
    expect(formatUnit(5, "gigabyte", "en-AE")).toBe("5GB");
    expect(formatUnit(500, "megabyte", "en-AE")).toBe("500MB");
    expect(plain(formatUnit(5, "gigabyte", "ar-AE"))).toBe("5 جيجابايت");
    expect(plain(formatUnit(1, "gigabyte", "ar-AE"))).toBe("1 جيجابايت");
    expect(plain(formatUnit(500, "megabyte", "ar-AE"))).toBe("500 ميجابايت");
    expect(formatUnit(5, "gigabyte", "ar-AE")).not.toContain("غ.ب");
  });

  it("writes speed in megabits per second", () => {
    expect(plain(formatUnit(100, "megabit-per-second", "en-AE"))).toBe("100 Mbps");
    expect(plain(formatUnit(100, "megabit-per-second", "ar-AE"))).toBe("100 ميجابت/ثانية");
  });

  it("counts time in English with the plural the number asks for", () => {
    expect(plain(formatUnit(200, "minute", "en-AE"))).toBe("200 minutes");
    expect(plain(formatUnit(1, "day", "en-AE"))).toBe("1 day");
    expect(plain(formatUnit(24, "hour", "en-AE"))).toBe("24 hours");
  });

  it("counts time in Arabic by the counting rules, with the site's tanween", () => {
    expect(plain(formatUnit(30, "day", "ar-AE"))).toBe("30 يوماً");
    expect(plain(formatUnit(7, "day", "ar-AE"))).toBe("7 أيام");
    expect(plain(formatUnit(24, "hour", "ar-AE"))).toBe("24 ساعة");
    expect(plain(formatUnit(200, "minute", "ar-AE"))).toBe("200 دقيقة");
    expect(formatUnit(2, "hour", "ar-AE", "genitive")).toBe("ساعتين");
    expect(formatUnit(30, "day", "ar-AE")).not.toMatch(/ًا/);
  });

  it("gives the figure apart for a page that styles it", () => {
    expect(formatUnitParts(30, "minute", "ar-AE", "genitive")).toEqual({
      figure: "30",
      noun: "دقيقة",
    });
    expect(formatUnitParts(30, "minute", "en-AE")).toEqual({ figure: "30", noun: "minutes" });
    expect(formatUnitParts(5, "gigabyte", "en-AE")).toEqual({ figure: "5GB", noun: "" });
  });

  it("never leaves a figure before an ordinary space", () => {
    for (const locale of ["en-AE", "ar-AE"]) {
      for (const unit of ["megabit-per-second", "second", "minute", "hour", "day"] as const) {
        expect(formatUnit(30, unit, locale)).not.toMatch(/\d /);
      }
    }
  });
});

describe("English counts", () => {
  it("chooses one or other and joins the figure", () => {
    expect(plain(englishCount(1, englishNouns.workingDay))).toBe("1 working day");
    expect(plain(englishCount(5, englishNouns.workingDay))).toBe("5 working days");
    expect(plain(englishCount(2000, englishNouns.character))).toBe("2,000 characters");
  });
});

describe("dates", () => {
  it("writes dates day first, as the UAE does, without a time-zone shift", () => {
    expect(plain(formatCalendarDate("2026-11-22", "en-AE"))).toBe("22 November 2026");
    expect(plain(formatCalendarDate("2026-01-01", "en-AE"))).toBe("1 January 2026");
    expect(plain(formatCalendarDate("2026-11-22", "ar-AE"))).toBe("22 نوفمبر 2026");
  });

  it("keeps a date on one line", () => {
    expect(formatCalendarDate("2026-11-22", "ar-AE")).not.toContain(" ");
  });

  it("names the day of the week before a date, without a comma", () => {
    expect(plain(formatWeekdayDate("2026-12-08", "en-AE"))).toBe("Tuesday 8 December 2026");
    expect(plain(formatWeekdayDate("2026-12-08", "ar-AE"))).toBe("الثلاثاء 8 ديسمبر 2026");
  });
});

describe("a list of names", () => {
  it("puts the last after and, without a comma before it, or after و in Arabic", () => {
    expect(formatNameList(["Abu Dhabi", "Dubai", "Ajman"], "en-AE")).toBe(
      "Abu Dhabi, Dubai and Ajman",
    );
    expect(formatNameList(["أبوظبي", "دبي", "عجمان"], "ar-AE")).toBe("أبوظبي ودبي وعجمان");
    expect(formatNameList(["Dubai"], "en-AE")).toBe("Dubai");
  });
});

describe("an hour of the day", () => {
  it("is written on the 12-hour clock, closed up in English", () => {
    const hours = [0, 9, 11, 12, 13, 20, 22].map((hour) => formatHourOfDay(hour, "en-AE"));
    expect(hours).toEqual(["12am", "9am", "11am", "12pm", "1pm", "8pm", "10pm"]);
  });

  it("says صباحاً, ظهراً or مساءً after the figure in Arabic, joined by a no-break space", () => {
    const hours = [9, 12, 20].map((hour) => formatHourOfDay(hour, "ar-AE"));
    expect(hours).toEqual([`9${NBSP}صباحاً`, `12${NBSP}ظهراً`, `8${NBSP}مساءً`]);
  });
});

describe("a time of day in UAE time", () => {
  it("says the time and day in the UAE whatever the server's zone, closed up in English", () => {
    // 17:41 UTC is 9:41pm in Dubai, four hours ahead all year.
    const moment = new Date("2026-12-07T17:41:00Z");
    expect(formatUaeClock(moment, "en-AE")).toEqual({ time: "9:41pm", date: `7${NBSP}December` });
    expect(formatUaeClock(new Date("2026-12-07T20:05:00Z"), "en-AE")).toEqual({
      time: "12:05am",
      date: `8${NBSP}December`,
    });
  });

  it("says صباحاً or مساءً after the figure in Arabic, joined by a no-break space", () => {
    expect(formatUaeClock(new Date("2026-12-07T17:41:00Z"), "ar-AE")).toEqual({
      time: `9:41${NBSP}مساءً`,
      date: `7${NBSP}ديسمبر`,
    });
    expect(formatUaeClock(new Date("2026-12-07T05:30:00Z"), "ar-AE").time).toBe(`9:30${NBSP}صباحاً`);
  });
});
