import { describe, expect, it } from "vitest";
import { requestOf } from "./cli";

describe("the network status command line", () => {
  it("asks for the usage with --help, -h or help", () => {
    for (const args of [["--help"], ["-h"], ["help"], ["open", "x", "--help"]]) {
      expect(requestOf(args), args.join(" ")).toBe("help");
    }
  });

  it("refuses an option given twice rather than keep one of them", () => {
    expect(requestOf(["update", "n1", "--en", "One", "--en", "Two", "--ar", "ب"])).toBe(
      "--en is given twice",
    );
    expect(requestOf(["resolve", "n1", "-h", "--help"])).toBe("--help is given twice");
  });

  it("says what is missing or unknown", () => {
    expect(requestOf([])).toBe("no command given");
    expect(requestOf(["frobnicate"])).toBe('unknown command "frobnicate"');
    expect(requestOf(["withdraw"])).toBe("withdraw needs the notice's id");
    expect(requestOf(["list", "n1"])).toBe("list takes no id");
  });

  it("writes a correction and a withdrawal as the API takes them", () => {
    expect(
      requestOf([
        "correct",
        "n1",
        "--kind",
        "outage",
        "--services",
        "4g",
        "--areas",
        "dubai",
        "--title-en",
        "Down",
        "--title-ar",
        "انقطاع",
        "--description-en",
        "Data is down.",
        "--description-ar",
        "البيانات متوقفة.",
        "--starts",
        "2026-12-01T08:00+04:00",
        "--en",
        "The area was wrong.",
        "--ar",
        "كانت المنطقة خاطئة.",
        "--resolution-en",
        "Fixed.",
        "--resolution-ar",
        "تم الإصلاح.",
      ]),
    ).toEqual({
      method: "POST",
      path: "/notices/n1/correct",
      body: {
        kind: "outage",
        services: ["4g"],
        areas: ["dubai"],
        title: { en: "Down", ar: "انقطاع" },
        description: { en: "Data is down.", ar: "البيانات متوقفة." },
        startsAt: "2026-12-01T08:00+04:00",
        note: { en: "The area was wrong.", ar: "كانت المنطقة خاطئة." },
        resolution: { en: "Fixed.", ar: "تم الإصلاح." },
      },
    });
    expect(requestOf(["withdraw", "n1", "--en", "Posted in error.", "--ar", "نُشر خطأً."])).toEqual({
      method: "POST",
      path: "/notices/n1/withdraw",
      body: { note: { en: "Posted in error.", ar: "نُشر خطأً." } },
    });
  });
});
